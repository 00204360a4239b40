import { git } from './git';

const REGULAR_FILE = new Set(['100644', '100755']);

/** What one commit brought from outside (a pull, an import) may hold. */
export type TreeLimits = { files: number; fileBytes: number; treeBytes: number };

/** A path git may check out inside the project: relative, no `.git`, `..` or empty segment. */
export function isConfinedPath(file: string): boolean {
  if (file.startsWith('/') || file.includes('\\')) return false;
  return file
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * Why a commit's files may not be checked out (links, submodules, paths outside the project, too
 * many or too big), in words that follow "Kiln cannot …: "; null when every file is a plain file
 * inside the project within the limits.
 */
export async function unsafeTreeReason(
  dir: string,
  commit: string,
  limits: TreeLimits,
): Promise<string | null> {
  const out = await git(dir, ['ls-tree', '-r', '-l', '-z', '--full-tree', commit]);
  const entries = out.split('\0').filter(Boolean);
  if (entries.length > limits.files) return `a version has more than ${limits.files} files.`;
  let total = 0;
  for (const entry of entries) {
    const tab = entry.indexOf('\t');
    const [mode = '', , , size = ''] = entry.slice(0, tab).split(/ +/);
    const file = entry.slice(tab + 1);
    if (mode === '120000') return `"${file}" is a symbolic link.`;
    if (mode === '160000') return `"${file}" is a submodule.`;
    if (!REGULAR_FILE.has(mode) || !isConfinedPath(file))
      return `"${file}" is not a file inside the project.`;
    const bytes = Number(size);
    if (bytes > limits.fileBytes) return `"${file}" is larger than ${megabytes(limits.fileBytes)}.`;
    total += bytes;
  }
  if (total > limits.treeBytes) return `a version is larger than ${megabytes(limits.treeBytes)}.`;
  return null;
}
