import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EXPORT_DOWNLOAD_PREFIX } from '@kiln/contracts';
import { unzipSync } from 'fflate';
import { projectPaths } from '../storage/paths';
import type { TestApp, TestUser } from './test-app';

const run = promisify(execFile);

/** Every file of a folder as text, without the shared packages or the git store. */
export async function folderText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](node_modules|\.git)[\\/]/.test(file));
  return (await Promise.all(files.map((file) => readFile(file, 'latin1')))).join('\n');
}

/**
 * For the secrets canaries: everything of a project a secret must never be in — its files, its git
 * history, its export (downloaded as the owner would), its builds — as one text. `ask` makes the API
 * calls (the canary keeps their answers too).
 */
export async function projectPlaces(
  t: TestApp,
  id: string,
  owner: TestUser,
  /** Asks for the export (through the canary's own call, so its answer is kept) and gives its download URL. */
  exportUrl: (projectId: string) => Promise<string>,
): Promise<string> {
  const dir = t.ctx.repos.dir(id);
  const { stdout: history } = await run('git', ['-C', dir, 'log', '-p', '--all'], { maxBuffer: 64 << 20 });
  const zip = await t.app.inject({
    method: 'GET',
    url: `${EXPORT_DOWNLOAD_PREFIX}${await exportUrl(id)}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  if (zip.statusCode !== 200) throw new Error(`the export did not download: ${zip.statusCode}`);
  const zipped = Object.values(unzipSync(new Uint8Array(zip.rawPayload)))
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .join('\n');
  const builds = await folderText(projectPaths(t.dataDir, id).builds);
  return [await folderText(dir), history, zipped, builds].join('\n');
}
