import { CODE_EXPLORER_DEFAULT_OPEN, isBinaryPath, type ProjectFile } from '@kiln/contracts';

export type FileNode = { kind: 'file'; name: string; path: string; size: number; isBinary: boolean };
export type FolderNode = { kind: 'folder'; name: string; path: string; children: TreeNode[] };
export type TreeNode = FileNode | FolderNode;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Seed 002 §2: folders first, then alphabetical (case-insensitive, numbers in natural order). */
export function compareNodes(a: TreeNode, b: TreeNode): number {
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

function sortTree(nodes: TreeNode[]): TreeNode[] {
  nodes.sort(compareNodes);
  for (const node of nodes) if (node.kind === 'folder') sortTree(node.children);
  return nodes;
}

/** The nested tree of a flat file list (paths like `src/pages/Index.tsx`), sorted at every level. */
export function buildFileTree(files: readonly Pick<ProjectFile, 'path' | 'size' | 'content'>[]): TreeNode[] {
  const root: TreeNode[] = [];
  const folders = new Map<string, FolderNode>();
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    let level = root;
    let prefix = '';
    for (const [index, name] of parts.entries()) {
      prefix = prefix ? `${prefix}/${name}` : name;
      if (index === parts.length - 1) {
        level.push({
          kind: 'file',
          name,
          path: prefix,
          size: file.size,
          isBinary: file.content === null || isBinaryPath(prefix),
        });
        break;
      }
      let folder = folders.get(prefix);
      if (!folder) {
        folder = { kind: 'folder', name, path: prefix, children: [] };
        folders.set(prefix, folder);
        level.push(folder);
      }
      level = folder.children;
    }
  }
  return sortTree(root);
}

/** The folders that contain `path`, outermost first (`src/pages/Index.tsx` → `src`, `src/pages`). */
export function ancestorFolders(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** Seed 002 §2: only `/src` is open at first. */
export function defaultExpandedFolders(): string[] {
  return CODE_EXPLORER_DEFAULT_OPEN.map((folder) => folder.replace(/^\/+/, ''));
}

/** The app page file, then the app component, in the order the explorer prefers them. */
const PREFERRED_FILES = ['src/pages/Index.tsx', 'src/App.tsx', 'src/App.jsx', 'src/main.tsx'] as const;

/** Seed 002 §2: the file opened by default is the app page file; otherwise the first file. */
export function pickDefaultFile(paths: readonly string[]): string | null {
  for (const preferred of PREFERRED_FILES) if (paths.includes(preferred)) return preferred;
  return firstFileInTree(buildFileTree(paths.map((path) => ({ path, size: 0, content: '' }))));
}

function firstFileInTree(nodes: TreeNode[]): string | null {
  // "The first file" as the tree shows it: top-level files come after folders, so look at files first.
  const file = nodes.find((node) => node.kind === 'file');
  if (file) return file.path;
  for (const node of nodes) {
    if (node.kind !== 'folder') continue;
    const found = firstFileInTree(node.children);
    if (found) return found;
  }
  return null;
}

/** The file's name, for tabs and search results. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
