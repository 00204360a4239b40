import { type Zippable, zipSync } from 'fflate';
import { git, readObjects } from '../git/git';
import type { RepoStore } from '../git/repo-store';
import { isProtectedSegment } from '../storage/protected-paths';

/** Regular and executable files; symlinks (120000) and submodules (160000) are never exported. */
const EXPORTED_MODES = new Set(['100644', '100755']);

/**
 * Whether a tree path may leave Kiln in an archive (security rule 3): relative, no `..`, nothing
 * protected at any depth in any case (`isProtectedSegment`).
 */
export function isExportablePath(file: string): boolean {
  if (file === '' || file.startsWith('/') || file.includes('\\')) return false;
  const segments = file.split('/');
  return segments.every(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && !isProtectedSegment(segment),
  );
}

/** Fixed so the same commit always zips to the same bytes. */
const ZIP_MTIME = new Date('2000-01-01T00:00:00Z');

/** The project's tree at `commit` as a zip, read from git (never from the working tree). */
export function zipCommit(repos: RepoStore, projectId: string, commit: string): Promise<Uint8Array> {
  return repos.run(projectId, async (dir) => {
    const listing = await git(dir, ['ls-tree', '-r', '-z', '--full-tree', commit]);
    const entries = listing
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [mode = '', type = '', oid = ''] = line.slice(0, tab).split(' ');
        return { mode, type, oid, file: line.slice(tab + 1) };
      })
      .filter((e) => e.type === 'blob' && EXPORTED_MODES.has(e.mode) && isExportablePath(e.file));
    const blobs = await readObjects(
      dir,
      entries.map((e) => e.oid),
    );
    const files: Zippable = {};
    entries.forEach((entry, index) => {
      const data = blobs[index];
      if (!data) return;
      // Unix attributes in the high 16 bits keep `chmod +x` scripts executable once unzipped.
      const attrs = (entry.mode === '100755' ? 0o100755 : 0o100644) << 16;
      files[entry.file] = [new Uint8Array(data), { os: 3, attrs, mtime: ZIP_MTIME }];
    });
    return zipSync(files, { level: 6 });
  });
}
