import { describe, expect, it } from 'vitest';
import { initialRunState, MAX_FIX_ATTEMPTS, type RunState, transition } from './run-state';

function walk(state: RunState, times: number): RunState {
  let s = state;
  for (let i = 0; i < times; i++) s = transition(s, { type: 'PHASE_DONE' });
  return s;
}

describe('the run state machine', () => {
  it('walks the first generation through every seed phase', () => {
    const phases: string[] = [];
    let s = initialRunState('first');
    while (s.phase !== 'COMPLETE') {
      phases.push(s.phase);
      s = transition(s, { type: 'PHASE_DONE' });
    }
    expect(phases).toEqual([
      'PROMPT',
      'CLONE_AND_SETUP_REPO',
      'INSTALL_DEPENDENCIES',
      'BUILD_INITIAL_PROJECT',
      'UPLOAD_TO_S3',
      'RUN_LLM_EDIT',
      'BUILD_PROJECT',
      'UPLOAD_LATEST_CODE',
    ]);
  });

  it('starts edits at RUN_LLM_EDIT (CODING) and chat at RUN_LLM_EDIT (CHAT)', () => {
    expect(initialRunState('edit')).toMatchObject({ phase: 'RUN_LLM_EDIT', subPhase: 'CODING' });
    const chat = initialRunState('chat');
    expect(chat).toMatchObject({ phase: 'RUN_LLM_EDIT', subPhase: 'CHAT' });
    expect(walk(chat, 1).phase).toBe('COMPLETE');
    expect(transition(chat, { type: 'SUB_PHASE', subPhase: 'EDITING' }).phase).toBe('FAILED');
  });

  it('moves sub-phases forward only', () => {
    let s = initialRunState('edit');
    s = transition(s, { type: 'SUB_PHASE', subPhase: 'EDITING' });
    s = transition(s, { type: 'SUB_PHASE', subPhase: 'TESTING' });
    expect(s.subPhase).toBe('TESTING');
    expect(transition(s, { type: 'SUB_PHASE', subPhase: 'CODING' }).subPhase).toBe('TESTING');
    expect(transition(walk(s, 1), { type: 'SUB_PHASE', subPhase: 'EDITING' }).phase).toBe('FAILED');
  });

  it('allows at most two fix attempts and never the same error twice', () => {
    let s = transition(initialRunState('edit'), { type: 'SUB_PHASE', subPhase: 'TESTING' });
    s = transition(s, { type: 'CHECKS_FAILED', signature: 'a', summary: 'A broke' });
    expect(s).toMatchObject({ phase: 'RUN_LLM_EDIT', subPhase: 'EDITING', attempts: 1 });
    expect(transition(s, { type: 'CHECKS_FAILED', signature: 'a', summary: 'A again' })).toMatchObject({
      phase: 'FAILED',
      failure: 'A again',
    });
    s = transition(s, { type: 'CHECKS_FAILED', signature: 'b', summary: 'B broke' });
    expect(s.attempts).toBe(MAX_FIX_ATTEMPTS);
    expect(transition(s, { type: 'CHECKS_FAILED', signature: 'c', summary: 'C broke' }).phase).toBe('FAILED');
  });

  it('completes a turn that changed nothing without building', () => {
    expect(transition(initialRunState('edit'), { type: 'NO_CHANGES' })).toMatchObject({
      phase: 'COMPLETE',
      subPhase: null,
    });
    expect(transition(initialRunState('first'), { type: 'NO_CHANGES' }).phase).toBe('FAILED');
  });

  it('fails from any phase and then ignores everything', () => {
    const failed = transition(initialRunState('first'), { type: 'FAIL', reason: 'disk full' });
    expect(failed).toMatchObject({ phase: 'FAILED', failure: 'disk full' });
    expect(transition(failed, { type: 'PHASE_DONE' })).toBe(failed);
    expect(transition(walk(initialRunState('edit'), 3), { type: 'PHASE_DONE' }).phase).toBe('COMPLETE');
    expect(
      transition(initialRunState('first'), { type: 'CHECKS_FAILED', signature: 'x', summary: 's' }).phase,
    ).toBe('FAILED');
  });
});

// Both copy something into the app first (a component's files, Supabase's client), then edit as usual.
describe.each([
  { kind: 'component', first: 'INTEGRATE_COMPONENT' },
  { kind: 'supabase', first: 'INTEGRATE_SUPABASE' },
] as const)('a $kind run', ({ kind, first }) => {
  it(`copies in ${first}, then edits, builds and publishes`, () => {
    const phases: string[] = [];
    let s = initialRunState(kind);
    expect(s).toMatchObject({ phase: first, subPhase: null });
    while (s.phase !== 'COMPLETE') {
      phases.push(s.phase);
      s = transition(s, { type: 'PHASE_DONE' });
    }
    expect(phases).toEqual([first, 'RUN_LLM_EDIT', 'BUILD_PROJECT', 'UPLOAD_LATEST_CODE']);
  });

  it('enters RUN_LLM_EDIT writing code and takes no sub-phase before it', () => {
    const start = initialRunState(kind);
    expect(transition(start, { type: 'SUB_PHASE', subPhase: 'EDITING' })).toMatchObject({
      phase: 'FAILED',
      failure: 'Sub-phase EDITING outside RUN_LLM_EDIT',
    });
    expect(transition(start, { type: 'PHASE_DONE' })).toMatchObject({
      phase: 'RUN_LLM_EDIT',
      subPhase: 'CODING',
    });
  });

  it(`fails when the copy fails, and cannot skip the build from ${first}`, () => {
    const start = initialRunState(kind);
    expect(transition(start, { type: 'FAIL', reason: 'no files' })).toMatchObject({
      phase: 'FAILED',
      failure: 'no files',
    });
    expect(transition(start, { type: 'NO_CHANGES' }).phase).toBe('FAILED');
    expect(transition(start, { type: 'CHECKS_FAILED', signature: 'x', summary: 'X broke' }).phase).toBe(
      'FAILED',
    );
  });

  it('gets the automatic fixes of an edit once the copy is in', () => {
    let s = walk(initialRunState(kind), 1);
    s = transition(s, { type: 'SUB_PHASE', subPhase: 'TESTING' });
    s = transition(s, { type: 'CHECKS_FAILED', signature: 'a', summary: 'A broke' });
    expect(s).toMatchObject({ phase: 'RUN_LLM_EDIT', subPhase: 'EDITING', attempts: 1 });
    expect(transition(s, { type: 'NO_CHANGES' }).phase).toBe('COMPLETE');
  });
});
