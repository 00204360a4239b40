/**
 * The one rule for paths that come from a model, an archive, an upload or git (ARCHITECTURE.md
 * security rule 3): no segment at any depth may name git's own data (`.git`, `.gitmodules`), an
 * environment file (`.env*`: `.env`, `.env.local`, `.envrc`) or installed packages (`node_modules`). Compared
 * case-insensitively and without the trailing dots and spaces Windows and macOS drop, so `.GIT/config`,
 * `src/.Env.local` and `Node_Modules/x` are refused like their lower-case names: git itself rejects
 * such paths at commit time, and a case-insensitive checkout would write them into the real `.git`.
 */
export function isProtectedSegment(segment: string): boolean {
  const name = segment.toLowerCase().replace(/[. ]+$/, '');
  return (
    name === '.git' ||
    name === '.gitmodules' ||
    name === 'node_modules' ||
    name.startsWith('.env') ||
    // NTFS short names of `.git` (git's own protectNTFS check refuses these too).
    name === 'git~1'
  );
}

/** Whether a relative, `/`-separated path has a protected segment anywhere. */
export function isProtectedPath(relative: string): boolean {
  return relative.split('/').some(isProtectedSegment);
}
