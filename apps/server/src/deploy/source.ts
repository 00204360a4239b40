import { mkdir, rm } from 'node:fs/promises';
import { gitScript } from '../git/git';

/** `$1` the commit, `$2` the folder, `$3` the archive written on the way. */
const EXPORT_COMMIT = `
git archive --format=tar -o "$3" "$1"
tar -x -f "$3" -C "$2"
`;

/**
 * Writes exactly one commit's tree into `dir` (`git archive`, then `tar -x`): the working tree may
 * sit on a newer, failed commit or be mid-edit, while a deploy must build the commit it names. One
 * script through the launcher, with git's safe configuration and its time limit.
 */
export async function exportCommit(repoDir: string, commitHash: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const archive = `${dir}.tar`;
  try {
    await gitScript(repoDir, 'export', EXPORT_COMMIT, [commitHash, dir, archive]);
  } finally {
    await rm(archive, { force: true });
  }
}
