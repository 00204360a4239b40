import path from 'node:path';
import { validate } from '../build/builder';
import { BuildTimeoutError, createBuildQueue } from '../build/queue';
import type { Builder, BuildRequest, BuildResult } from '../build/types';
import type { Sandbox } from './sandbox';
import { SandboxJobTimeoutError } from './worker';

/**
 * The builder the API uses: the same contract as the in-process one (build/builder.ts), each build
 * run by the project's sandboxed worker. Builds are serialised per project and bounded overall here,
 * as the in-process builder does.
 */
export function createSandboxedBuilder(
  sandbox: Sandbox,
  options: { maxConcurrent: number; timeoutMs: number },
): Builder {
  const queue = createBuildQueue(options.maxConcurrent);
  let isClosed = false;

  function build(request: BuildRequest): Promise<BuildResult> {
    if (isClosed) return Promise.reject(new Error('The builder is closed'));
    const invalid = validate(request);
    if (invalid) return Promise.reject(new TypeError(invalid));
    const outDir = path.resolve(request.outDir);
    return queue.run(request.projectId, async () => {
      const { outDir: _out, ...job } = request;
      try {
        const result = await sandbox.build({ ...job, projectDir: path.resolve(request.projectDir) }, outDir);
        return result.ok ? { ...result, outDir } : result;
      } catch (error) {
        if (error instanceof SandboxJobTimeoutError)
          throw new BuildTimeoutError(request.projectId, options.timeoutMs);
        throw error;
      }
    });
  }

  return {
    build,
    dispose: (projectId) => queue.lock(projectId, () => sandbox.forget(projectId)),
    async close() {
      isClosed = true;
      await queue.drain();
      await sandbox.close();
    },
    warmProjects: () => sandbox.activeProjects(),
    prewarm(request) {
      if (isClosed) return;
      // Queued like a build, so the project's first real build finds a warm worker behind it.
      void queue
        .run(request.projectId, () =>
          sandbox.warm({ ...request, projectDir: path.resolve(request.projectDir) }),
        )
        .catch(() => undefined);
    },
  };
}
