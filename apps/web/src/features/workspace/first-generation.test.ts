import type { Phase } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { isFirstGenerationRunning } from './first-generation';

/** Feeds the project states a page sees, in order, and returns the answer after each. */
function follow(states: [Phase, string | null][]): boolean[] {
  let running = false;
  return states.map(([phase, currentCommitHash]) => {
    running = isFirstGenerationRunning(running, { phase, currentCommitHash });
    return running;
  });
}

describe('isFirstGenerationRunning', () => {
  it('holds from a project with no version until the first run ends', () => {
    expect(
      follow([
        ['PROMPT', null],
        ['CLONE_AND_SETUP_REPO', null],
        ['UPLOAD_TO_S3', 'a1'],
        ['RUN_LLM_EDIT', 'a1'],
        ['BUILD_PROJECT', 'a1'],
        ['COMPLETE', 'b2'],
        ['RUN_LLM_EDIT', 'b2'],
      ]),
    ).toEqual([true, true, true, true, true, false, false]);
  });

  it('ends on a failed first run, and holds again for the retry of a project that never built', () => {
    expect(
      follow([
        ['BUILD_INITIAL_PROJECT', null],
        ['FAILED', null],
        ['CLONE_AND_SETUP_REPO', null],
        ['RUN_LLM_EDIT', 'a1'],
        ['FAILED', 'a1'],
      ]),
    ).toEqual([true, true, true, true, false]);
  });

  it('is false for a page opened on a project that already has a version, even mid-run', () => {
    expect(
      follow([
        ['RUN_LLM_EDIT', 'a1'],
        ['COMPLETE', 'b2'],
      ]),
    ).toEqual([false, false]);
  });
});
