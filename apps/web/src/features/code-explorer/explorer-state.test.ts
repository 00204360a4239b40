import { describe, expect, it } from 'vitest';
import { type ExplorerState, explorerTransition, initialExplorerState } from './explorer-state';

const PATHS = ['src/App.tsx', 'src/pages/Index.tsx', 'src/components/ui/button.tsx', 'README.md'];

function loaded(state: ExplorerState = initialExplorerState()): ExplorerState {
  return explorerTransition(state, {
    type: 'files/loaded',
    paths: PATHS,
    defaultFile: 'src/pages/Index.tsx',
  });
}

describe('explorerTransition', () => {
  it('starts with only src open and opens the default file as the first tab, leaving its folder shut', () => {
    expect(initialExplorerState().expanded).toEqual(['src']);
    const state = loaded();
    expect(state.openFiles).toEqual(['src/pages/Index.tsx']);
    expect(state.activeFile).toBe('src/pages/Index.tsx');
    // Seed 002 §2: the default open state is the /src folder only.
    expect(state.expanded).toEqual(['src']);
  });

  it('opens a file once, as the active tab, revealing its folders', () => {
    let state = loaded();
    state = explorerTransition(state, { type: 'file/open', path: 'src/components/ui/button.tsx' });
    state = explorerTransition(state, { type: 'file/open', path: 'src/pages/Index.tsx' });
    expect(state.openFiles).toEqual(['src/pages/Index.tsx', 'src/components/ui/button.tsx']);
    expect(state.activeFile).toBe('src/pages/Index.tsx');
    expect(state.expanded).toContain('src/components/ui');
  });

  it('activates the neighbour when the active tab closes, and nothing when the last one does', () => {
    let state = loaded();
    state = explorerTransition(state, { type: 'file/open', path: 'README.md' });
    state = explorerTransition(state, { type: 'file/open', path: 'src/App.tsx' });
    state = explorerTransition(state, { type: 'file/open', path: 'README.md' });
    state = explorerTransition(state, { type: 'file/close', path: 'README.md' });
    expect(state.activeFile).toBe('src/App.tsx');
    state = explorerTransition(state, { type: 'file/close', path: 'src/App.tsx' });
    expect(state.activeFile).toBe('src/pages/Index.tsx');
    state = explorerTransition(state, { type: 'file/close', path: 'src/pages/Index.tsx' });
    expect(state).toMatchObject({ openFiles: [], activeFile: null });
  });

  it('toggles folders and collapses them all', () => {
    let state = loaded();
    state = explorerTransition(state, { type: 'folder/toggle', path: 'src/pages' });
    state = explorerTransition(state, { type: 'folder/toggle', path: 'src' });
    expect(state.expanded).toEqual(['src/pages']);
    state = explorerTransition(state, { type: 'folder/toggle', path: 'src' });
    expect(state.expanded).toContain('src');
    state = explorerTransition(state, { type: 'folders/collapse-all' });
    expect(state.expanded).toEqual([]);
  });

  it('closes tabs of files a new version no longer has', () => {
    let state = loaded();
    state = explorerTransition(state, { type: 'file/open', path: 'README.md' });
    state = explorerTransition(state, {
      type: 'files/loaded',
      paths: ['src/pages/Index.tsx'],
      defaultFile: 'src/pages/Index.tsx',
    });
    expect(state.openFiles).toEqual(['src/pages/Index.tsx']);
    expect(state.activeFile).toBe('src/pages/Index.tsx');
  });
});
