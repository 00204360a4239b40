import { ancestorFolders, defaultExpandedFolders } from './file-tree';

/** The code explorer's own state: open tabs in order, the active one, and the open folders. */
export type ExplorerState = {
  openFiles: string[];
  activeFile: string | null;
  expanded: string[];
};

export type ExplorerEvent =
  | { type: 'file/open'; path: string }
  | { type: 'file/close'; path: string }
  | { type: 'folder/toggle'; path: string }
  | { type: 'folders/collapse-all' }
  /** A new file list arrived (a new version): tabs of files that no longer exist close. */
  | { type: 'files/loaded'; paths: readonly string[]; defaultFile: string | null };

export function initialExplorerState(): ExplorerState {
  return { openFiles: [], activeFile: null, expanded: defaultExpandedFolders() };
}

function withFolders(expanded: string[], folders: string[]): string[] {
  const missing = folders.filter((folder) => !expanded.includes(folder));
  return missing.length ? [...expanded, ...missing] : expanded;
}

export function explorerTransition(state: ExplorerState, event: ExplorerEvent): ExplorerState {
  switch (event.type) {
    case 'file/open': {
      const openFiles = state.openFiles.includes(event.path)
        ? state.openFiles
        : [...state.openFiles, event.path];
      // Reveal the file in the tree, as editors do.
      return {
        openFiles,
        activeFile: event.path,
        expanded: withFolders(state.expanded, ancestorFolders(event.path)),
      };
    }
    case 'file/close': {
      const index = state.openFiles.indexOf(event.path);
      if (index === -1) return state;
      const openFiles = state.openFiles.filter((path) => path !== event.path);
      // Closing the active tab activates its right-hand neighbour, else the left one.
      const activeFile =
        state.activeFile === event.path
          ? (openFiles[index] ?? openFiles[index - 1] ?? null)
          : state.activeFile;
      return { ...state, openFiles, activeFile };
    }
    case 'folder/toggle':
      return {
        ...state,
        expanded: state.expanded.includes(event.path)
          ? state.expanded.filter((folder) => folder !== event.path)
          : [...state.expanded, event.path],
      };
    case 'folders/collapse-all':
      return state.expanded.length === 0 ? state : { ...state, expanded: [] };
    case 'files/loaded': {
      const exists = new Set(event.paths);
      const openFiles = state.openFiles.filter((path) => exists.has(path));
      let activeFile =
        state.activeFile && exists.has(state.activeFile) ? state.activeFile : (openFiles[0] ?? null);
      if (!activeFile && event.defaultFile && exists.has(event.defaultFile)) {
        activeFile = event.defaultFile;
        openFiles.push(event.defaultFile);
      }
      // The folders stay as they are: seed 002 §2 opens only /src at first, even when the default
      // file sits deeper (src/pages/Index.tsx); a file the user opens is revealed (`file/open`).
      return { ...state, openFiles, activeFile };
    }
  }
}
