import { describe, expect, it } from 'vitest';
import { phaseDisplay, workspaceHref } from './project-display';

describe('phaseDisplay', () => {
  it('names the finished phases', () => {
    expect(phaseDisplay('COMPLETE')).toEqual({ label: 'Ready', tone: 'success' });
    expect(phaseDisplay('FAILED')).toEqual({ label: 'Failed', tone: 'danger' });
  });

  it('shows the running sub-phase label while the model edits', () => {
    expect(phaseDisplay('RUN_LLM_EDIT', 'CODING')).toEqual({ label: 'Writing Code', tone: 'progress' });
    expect(phaseDisplay('RUN_LLM_EDIT', 'TESTING').label).toBe('Testing');
  });

  it('calls every other phase "Generating"', () => {
    expect(phaseDisplay('PROMPT').label).toBe('Generating');
    expect(phaseDisplay('INSTALL_DEPENDENCIES').label).toBe('Generating');
    expect(phaseDisplay('RUN_LLM_EDIT', null).label).toBe('Generating');
  });
});

describe('workspaceHref', () => {
  it('links web projects by id and component projects with their platform', () => {
    expect(workspaceHref('abc')).toBe('/workspace/abc');
    expect(workspaceHref('abc', 'component')).toBe('/workspace/abc?platform=component');
    expect(workspaceHref('a/b')).toBe('/workspace/a%2Fb');
  });
});
