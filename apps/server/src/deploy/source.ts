import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';

/**
 * Writes exactly one commit's tree into `dir` (`git archive | tar -x`, no shell): the working tree
 * may sit on a newer, failed commit or be mid-edit, while a deploy must build the commit it names.
 */
export async function exportCommit(repoDir: string, commitHash: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', commitHash], {
      cwd: repoDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tar = spawn('tar', ['-x', '-f', '-', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    archive.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    tar.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    let failed = false;
    const settle = (name: string) => (code: number | null) => {
      if (failed) return;
      if (code !== 0) {
        failed = true;
        reject(new Error(`${name} exited with ${code}: ${stderr.trim()}`));
        return;
      }
      pending -= 1;
      if (pending === 0) resolve();
    };
    archive.on('error', reject);
    tar.on('error', reject);
    archive.on('close', settle('git archive'));
    tar.on('close', settle('tar'));
  });
}
