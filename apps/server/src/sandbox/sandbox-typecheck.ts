import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { BuildError } from '../build/types';
import {
  BUILD_INFO,
  buildInfoSeed,
  CHECK_DIR,
  saveSeed,
  TSC,
  TSC_MAX_OUTPUT_BYTES,
  typecheck,
  useSeed,
} from '../pipeline/typecheck';
import { BACKGROUND_PRIORITY, launch } from '../process/launcher';
import { dropPrivileges, sandboxCommand } from './bwrap';
import type { SandboxFiles, SandboxOptions } from './sandbox-files';

/**
 * `tsc --noEmit` over the project, in a sandbox of its own started through the launcher (not the
 * project's worker, whose event loop a build keeps busy): the project and its stores read-only,
 * the check's files in the worker's scratch folder shown at `.git`. The build info a new project
 * starts from stays on the API's side.
 */
export async function sandboxedTypecheck(
  files: SandboxFiles,
  options: Pick<SandboxOptions, 'identity' | 'typecheckTimeoutMs'>,
  {
    projectId,
    projectDir,
    extraStores,
  }: { projectId: string; projectDir: string; extraStores: readonly string[] },
): Promise<BuildError[]> {
  await files.prepare();
  const real = await realpath(projectDir);
  const stores = await Promise.all(extraStores.map((dir) => files.confineStore(dir)));
  const check = path.join(files.root, 'projects', projectId, 'check');
  await files.ownedDir(path.dirname(check));
  await files.ownedDir(check);
  const seed = buildInfoSeed(path.dirname(real));
  const buildInfo = path.join(check, BUILD_INFO);
  await useSeed(seed, buildInfo);
  // Copied by the API: the sandbox's user must be able to write it.
  await files.own(buildInfo).catch(() => undefined);
  const isRepository = existsSync(path.join(real, CHECK_DIR));
  const spec = await files.spec('project', {
    readOnly: [real, ...stores],
    writable: [],
    cwd: real,
    overlays: isRepository ? [[check, path.join(real, CHECK_DIR)]] : [],
    network: false,
  });
  try {
    return await typecheck(real, {
      seed: null,
      checkDir: isRepository ? check : path.join(real, CHECK_DIR),
      runTsc: (args) => {
        const { file, args: sandboxArgs } = sandboxCommand(spec, [TSC, ...args]);
        const command = [...BACKGROUND_PRIORITY, ...dropPrivileges(options.identity), file, ...sandboxArgs];
        return launch({
          file: command[0] as string,
          args: command.slice(1),
          cwd: '/',
          env: { PATH: '/usr/bin:/bin' },
          timeoutMs: options.typecheckTimeoutMs,
          maxBufferBytes: TSC_MAX_OUTPUT_BYTES,
        });
      },
    });
  } finally {
    if (isRepository) await saveSeed(buildInfo, seed);
  }
}
