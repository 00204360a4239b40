/**
 * How Kiln writes commits: shell scripts of its own run as one process each (`gitScript`), and the
 * version refs that keep every commit reachable.
 */
import { gitScript } from './git';

export interface CommitInfo {
  hash: string;
  message: string;
  timestamp: string;
}

/** A commit written but not yet on the branch, and the branch head it was written on. */
export interface PreparedCommit extends CommitInfo {
  parent: string;
}

/** Refs that keep every version reachable, whatever the branch points at. */
export const VERSION_REF_PREFIX = 'refs/kiln/versions/';

/**
 * Stages everything and commits it, with a version ref so the commit stays reachable; prints
 * `hash␟subject␟date`, or nothing when there was nothing to commit. `$1`: "init" (a new repository,
 * committed even if empty) or "", `$2`: the version ref prefix; the message comes on stdin.
 */
const COMMIT_ALL = `
if [ "$1" = init ]; then git init --quiet --template= --initial-branch=main; fi
git add --all
if [ "$1" != init ] && git diff --cached --quiet; then exit 0; fi
git commit --quiet --allow-empty --no-verify -F -
hash=$(git rev-parse HEAD)
git update-ref "$2$hash" "$hash"
git log -1 --format=%H%x1f%s%x1f%cI
`;

/**
 * `git add --all`, then the index as a commit object on HEAD (message on stdin); prints
 * `hash␟subject␟date␟parent`, or nothing when nothing changed. No ref moves.
 */
const PREPARE_COMMIT = `
git add --all
if git diff --cached --quiet; then exit 0; fi
parent=$(git rev-parse HEAD)
commit=$(git commit-tree "$(git write-tree)" -p "$parent" -F -)
git log -1 --format=%H%x1f%s%x1f%cI%x1f%P "$commit"
`;

export async function commitAllIn(
  dir: string,
  message: string,
  { init = false } = {},
): Promise<CommitInfo | null> {
  const out = await gitScript(dir, 'commit', COMMIT_ALL, [init ? 'init' : '', VERSION_REF_PREFIX], {
    identity: true,
    input: message,
  });
  if (!out.trim()) return null;
  const [hash, subject, timestamp] = out.trim().split('\x1f');
  if (!hash || subject === undefined || !timestamp) throw new Error('git log gave no commit');
  return { hash, message: subject, timestamp };
}

/** Writes the working tree as a commit object on HEAD, no ref moved (PREPARE_COMMIT); null when nothing changed. */
export async function prepareCommitIn(dir: string, message: string): Promise<PreparedCommit | null> {
  const out = (
    await gitScript(dir, 'prepare-commit', PREPARE_COMMIT, [], { identity: true, input: message })
  ).trim();
  if (!out) return null;
  const [hash, subject, timestamp, parent] = out.split('\x1f');
  if (!hash || subject === undefined || !timestamp || !parent) throw new Error('git log gave no commit');
  return { hash, message: subject, timestamp, parent };
}
