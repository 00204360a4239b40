import { PHASES } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { generationSteps, isRunActive, phaseCard, showsGenerationOverlay } from './generation';

describe('showsGenerationOverlay (seed 001 §4.1)', () => {
  it('is off for the two earliest phases and at rest', () => {
    for (const phase of ['PROMPT', 'CLONE_AND_SETUP_REPO', 'COMPLETE', 'FAILED'] as const) {
      expect(showsGenerationOverlay(phase)).toBe(false);
    }
  });

  it('is on for the build, integrate, edit, upload and chat phases', () => {
    const shown = PHASES.filter(showsGenerationOverlay);
    expect(shown).toEqual([
      'INSTALL_DEPENDENCIES',
      'BUILD_INITIAL_PROJECT',
      'UPLOAD_TO_S3',
      'INTEGRATE_COMPONENT',
      'INTEGRATE_SUPABASE',
      'RUN_LLM_EDIT',
      'BUILD_PROJECT',
      'UPLOAD_LATEST_CODE',
      'CHAT_START',
    ]);
  });
});

describe('isRunActive', () => {
  it('counts every working phase but not the resting ones', () => {
    expect(isRunActive('RUN_LLM_EDIT')).toBe(true);
    expect(isRunActive('BUILD_INITIAL_PROJECT')).toBe(true);
    expect(isRunActive('PROMPT')).toBe(false);
    expect(isRunActive('COMPLETE')).toBe(false);
    expect(isRunActive('FAILED')).toBe(false);
  });
});

describe('generationSteps', () => {
  const states = (...args: Parameters<typeof generationSteps>) =>
    generationSteps(...args).map((s) => s.state);

  it('marks earlier sub-phases done, the current one current and later ones pending', () => {
    expect(states('RUN_LLM_EDIT', 'INSTALLING')).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    expect(states('RUN_LLM_EDIT', 'CODING')).toEqual(['current', 'pending', 'pending', 'pending', 'pending']);
    expect(states('RUN_LLM_EDIT', 'CHAT')).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('starts with Writing Code when the edit has no sub-phase yet', () => {
    expect(states('RUN_LLM_EDIT', null)[0]).toBe('current');
  });

  it('shows every step done once the edit is being built, and none before it starts', () => {
    expect(states('BUILD_PROJECT', null)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(states('INSTALL_DEPENDENCIES', null)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('uses the seed labels in the seed order', () => {
    expect(generationSteps('RUN_LLM_EDIT', 'CODING').map((s) => s.label)).toEqual([
      'Writing Code',
      'Refining Code',
      'Installing Packages',
      'Testing',
      'Understanding',
    ]);
  });
});

describe('phaseCard', () => {
  it('names the phase, with the sub-phase while editing', () => {
    expect(phaseCard('RUN_LLM_EDIT', 'TESTING')).toEqual({ title: 'Editing your app', detail: 'Testing' });
    expect(phaseCard('BUILD_INITIAL_PROJECT', null).title).toBe('Building the first version');
  });
});
