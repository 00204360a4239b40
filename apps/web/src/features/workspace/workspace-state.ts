import type { Device, Version } from '@kiln/contracts';

/** The right panel's tabs (seed 002 §2). */
export type WorkspaceTab = 'preview' | 'code' | 'components';
/** The left panel's tabs (seed 001 §2.1); `images` is the internal Asset Editor tab. */
export type LeftTab = 'chat' | 'versions' | 'images';

/** Two commits whose changes the diff view shows (seed 001 §2.3); null `previousCommit` is the empty tree. */
export type DiffRequest = { previousCommit: string | null; currentCommit: string };

export type PreviewedVersion = Pick<Version, '_id' | 'commitHash' | 'previewUrl' | 'message' | 'timestamp'>;

/**
 * The workspace's cross-component UI state: which tab and device, the diff on screen, the version
 * being previewed and the preview's reload counter. Server data stays in TanStack Query.
 */
export type WorkspaceState = {
  tab: WorkspaceTab;
  leftTab: LeftTab;
  device: Device;
  diff: DiffRequest | null;
  previewedVersion: PreviewedVersion | null;
  /** Bumped to reload the preview with a fresh cache-busting parameter. */
  reloadCount: number;
  /** Where the next reload lands (upload:success's navigationUrl); null keeps the current page. */
  reloadTarget: string | null;
  /** The page a running generation's upload:success named, for the reload its COMPLETE brings. */
  pendingReloadTarget: string | null;
  /**
   * The preview shows a run's draft: its edit, built, while the checks run (issue 14 §1). A draft
   * that passes is the version itself, so COMPLETE does not load it again.
   */
  isDraft: boolean;
};

export type WorkspaceEvent =
  | { type: 'tab/select'; tab: WorkspaceTab }
  | { type: 'left/select'; tab: LeftTab }
  | { type: 'device/select'; device: Device }
  | { type: 'diff/open'; request: DiffRequest }
  | { type: 'diff/close' }
  | { type: 'version/preview'; version: PreviewedVersion }
  | { type: 'version/exit' }
  | { type: 'preview/reload'; target?: string | null }
  | { type: 'preview/target'; target: string | null }
  | { type: 'build/complete' }
  | { type: 'draft/show'; target: string | null }
  | { type: 'draft/discard' };

export const initialWorkspaceState: WorkspaceState = {
  tab: 'preview',
  leftTab: 'chat',
  device: 'desktop',
  diff: null,
  previewedVersion: null,
  reloadCount: 0,
  reloadTarget: null,
  pendingReloadTarget: null,
  isDraft: false,
};

/** Seed 002 §2: while a past version is previewed, the only tab one may switch to is Preview. */
export function canSelectTab(state: WorkspaceState, tab: WorkspaceTab): boolean {
  return state.previewedVersion === null || tab === 'preview';
}

export function transition(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case 'tab/select':
      if (!canSelectTab(state, event.tab) || state.tab === event.tab) return state;
      return { ...state, tab: event.tab };
    case 'left/select':
      return state.leftTab === event.tab ? state : { ...state, leftTab: event.tab };
    case 'device/select':
      return state.device === event.device ? state : { ...state, device: event.device };
    case 'diff/open':
      return { ...state, diff: event.request };
    case 'diff/close':
      return state.diff === null ? state : { ...state, diff: null };
    case 'version/preview':
      // The preview shows the version's own build; Code is disabled meanwhile.
      return { ...state, previewedVersion: event.version, tab: 'preview', diff: null };
    case 'version/exit':
      return state.previewedVersion === null ? state : { ...state, previewedVersion: null };
    case 'preview/reload':
      return { ...state, reloadCount: state.reloadCount + 1, reloadTarget: event.target ?? null };
    case 'preview/target':
      return { ...state, pendingReloadTarget: event.target };
    case 'build/complete':
      // Seed 001 §4.2: on COMPLETE the Preview tab opens and the preview reloads on the page the
      // run's upload:success named. After a draft too: the frame may have asked for the draft after
      // it moved into place (or while an editor held the frame), and the reload is cheap (the page
      // revalidates, its hashed assets are cached).
      return {
        ...state,
        tab: 'preview',
        isDraft: false,
        reloadCount: state.reloadCount + 1,
        reloadTarget: state.pendingReloadTarget,
        pendingReloadTarget: null,
      };
    case 'draft/show':
      // The edit shows as soon as it is built, on the page the run named (Preview opens, as on COMPLETE).
      return {
        ...state,
        tab: canSelectTab(state, 'preview') ? 'preview' : state.tab,
        isDraft: true,
        reloadCount: state.reloadCount + 1,
        reloadTarget: event.target ?? state.pendingReloadTarget,
      };
    case 'draft/discard':
      // Its checks failed: back to the last good version while the automatic fix works.
      if (!state.isDraft) return state;
      return { ...state, isDraft: false, reloadCount: state.reloadCount + 1, reloadTarget: null };
  }
}
