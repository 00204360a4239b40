import { spawn } from 'node:child_process';
import path from 'node:path';
import { STORE_NODE_MODULES } from './fixture';

const VITE_CLI = path.join(STORE_NODE_MODULES, 'vite/bin/vite.js');

/**
 * `vite build` of a project as a user runs it (a fresh process), for the equivalence test and the
 * benchmark's peer. `development` is what Kiln's preview builds correspond to. Returns wall time.
 */
export async function viteBuild(
  projectDir: string,
  outDir: string,
  mode: 'production' | 'development' = 'production',
): Promise<number> {
  const env = { ...process.env };
  // Vitest sets NODE_ENV=test, which would turn Vite's production build into a development one.
  delete env.NODE_ENV;
  if (mode === 'development') env.NODE_ENV = 'development';
  const args = [
    VITE_CLI,
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
    '--mode',
    mode,
  ];
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectDir,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}: ${stderr}`)),
    );
  });
  return performance.now() - started;
}
