import type { ProjectEngine } from '../engine/engine';
import { isFinished, type RunEvent, type RunState } from './run-state';
import type { RunRequest } from './run-types';
import type { RunTimings } from './timings';
import { ToolError } from './tools/workspace';

export const SETUP_FAILED = 'The starter project did not build.';

/**
 * A first run's setup (CLONE_AND_SETUP_REPO … UPLOAD_TO_S3, ending in RUN_LLM_EDIT), started beside
 * the model's first turn: a real model's first tokens take longer than the setup. The workspace
 * waits on `ready` for the project's files; a setup that fails stops the turn.
 */
export class FirstRunSetup {
  /** True once the project is set up and the run is in RUN_LLM_EDIT; false when the starter did not build. */
  private readonly done: Promise<boolean>;
  /** The workspace's gate: resolves with the project's files in place, rejects when the setup failed. */
  readonly ready: Promise<void>;

  constructor(
    engine: ProjectEngine,
    request: RunRequest,
    run: {
      apply(event: RunEvent): Promise<void>;
      current(): RunState;
      timings: RunTimings;
      /** Stops the model's turn. */
      stopTurn(): void;
    },
  ) {
    this.done = (async () => {
      const setup = await run.timings.time('setup', () =>
        engine.setupRepository({ id: request.projectId, subdomain: request.subdomain }, async (phase) => {
          while (run.current().phase !== phase && !isFinished(run.current()))
            await run.apply({ type: 'PHASE_DONE' });
        }),
      );
      if (!setup.ok) return false;
      await run.apply({ type: 'PHASE_DONE' }); // UPLOAD_TO_S3 → RUN_LLM_EDIT
      return true;
    })();
    this.done.then((ok) => ok || run.stopTurn(), run.stopTurn);
    this.ready = this.done.then((ok) => {
      if (!ok) throw new ToolError(SETUP_FAILED);
    });
    this.ready.catch(() => undefined);
  }

  /** Whether the setup succeeded, once it is over (a tool's sub-phase is told only then). */
  succeeded(): Promise<boolean> {
    return this.ready.then(
      () => true,
      () => false,
    );
  }

  /**
   * The first turn's output once both it and the setup are over; null when the starter did not
   * build. A setup that threw throws first: the turn's own failure is then a consequence.
   */
  async join<T>(turn: Promise<T>): Promise<T | null> {
    const [turned, setUp] = await Promise.allSettled([turn, this.done]);
    if (setUp.status === 'rejected') throw setUp.reason;
    if (!setUp.value) return null;
    if (turned.status === 'rejected') throw turned.reason;
    return turned.value;
  }

  /** Waits for the setup to be over, however it ended. */
  async settled(): Promise<void> {
    await this.done.catch(() => undefined);
  }
}
