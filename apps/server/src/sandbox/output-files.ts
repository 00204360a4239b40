import { chown, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { swapInto } from '../build/output';
import { isInside } from '../build/paths';
import type { SandboxIdentity } from './bwrap';

/**
 * What a worker wrote, looked at before anything serves it: plain files and folders only (a link
 * made in the sandbox may name any file of the host, which the site server would then send), and
 * their bytes, counted until past `limit`.
 */
export async function inspectOutput(
  dir: string,
  limit: number,
): Promise<{ bytes: number; strange: string | null }> {
  let bytes = 0;
  let strange: string | null = null;
  const visit = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      if (bytes > limit || strange) return;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) bytes += (await lstat(full)).size;
      else strange = path.relative(dir, full);
    }
  };
  await visit(dir);
  return { bytes, strange };
}

/** Moves a finished build into place, over any older build there. */
export async function moveInto(from: string, to: string): Promise<void> {
  if (isInside(to, from) || isInside(from, to)) throw new Error('A build may not be moved into itself');
  await mkdir(path.dirname(to), { recursive: true });
  await swapInto(from, to);
}

export async function ownTree(dir: string, identity: SandboxIdentity): Promise<void> {
  const { uid, gid } = identity;
  if (uid === null || gid === null) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    await chown(full, uid, gid);
    if (entry.isDirectory()) await ownTree(full, identity);
  }
}
