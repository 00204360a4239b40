import { describe, expect, it } from 'vitest';
import { runStatusLabel } from './run-status';

describe('runStatusLabel', () => {
  it("uses the seed's sub-phase labels while editing, and says what the other phases do", () => {
    expect(runStatusLabel('RUN_LLM_EDIT', 'TESTING')).toBe('Testing…');
    expect(runStatusLabel('RUN_LLM_EDIT', 'CODING')).toBe('Writing Code…');
    expect(runStatusLabel('BUILD_PROJECT', null)).toBe('Building the preview…');
    expect(runStatusLabel('RUN_LLM_EDIT', null)).toBe('Working…');
  });
});
