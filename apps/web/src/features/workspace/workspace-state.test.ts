import { describe, expect, it } from 'vitest';
import {
  initialWorkspaceState as initial,
  type PreviewedVersion,
  transition,
  type WorkspaceState,
} from './workspace-state';

const VERSION: PreviewedVersion = {
  _id: 'v1',
  commitHash: 'a'.repeat(40),
  previewUrl: 'http://garden-aaaaaaa.preview.localhost:3000/',
  message: 'First version',
  timestamp: '2025-01-01T10:00:00.000Z',
};

function previewing(state: WorkspaceState = initial): WorkspaceState {
  return transition(state, { type: 'version/preview', version: VERSION });
}

describe('workspace transition', () => {
  it('opens on Preview, Desktop, the chat tab, no diff', () => {
    expect(initial).toMatchObject({ tab: 'preview', device: 'desktop', leftTab: 'chat', diff: null });
  });

  it('switches tabs and devices', () => {
    const code = transition(initial, { type: 'tab/select', tab: 'code' });
    expect(code.tab).toBe('code');
    expect(transition(code, { type: 'device/select', device: 'mobile' }).device).toBe('mobile');
  });

  it('previewing a past version shows Preview and blocks Code until the preview ends', () => {
    const code = transition(initial, { type: 'tab/select', tab: 'code' });
    const state = previewing(code);
    expect(state.tab).toBe('preview');
    expect(transition(state, { type: 'tab/select', tab: 'code' })).toBe(state);
    const back = transition(state, { type: 'version/exit' });
    expect(back.previewedVersion).toBeNull();
    expect(transition(back, { type: 'tab/select', tab: 'code' }).tab).toBe('code');
  });

  it('opens and closes the diff, and a version preview closes it', () => {
    const request = { previousCommit: null, currentCommit: 'b'.repeat(40) };
    const withDiff = transition(initial, { type: 'diff/open', request });
    expect(withDiff.diff).toEqual(request);
    expect(transition(withDiff, { type: 'diff/close' }).diff).toBeNull();
    expect(previewing(withDiff).diff).toBeNull();
  });

  it('reloads with a new count, landing on the page the server names', () => {
    const once = transition(initial, { type: 'preview/reload', target: '/pricing' });
    expect(once).toMatchObject({ reloadCount: 1, reloadTarget: '/pricing' });
    expect(transition(once, { type: 'preview/reload' })).toMatchObject({
      reloadCount: 2,
      reloadTarget: null,
    });
  });

  it('a finished build opens Preview and reloads it', () => {
    const code = transition(initial, { type: 'tab/select', tab: 'code' });
    expect(transition(code, { type: 'build/complete' })).toMatchObject({ tab: 'preview', reloadCount: 1 });
  });

  it("a finished build reloads once, on the page the run's upload named, then forgets it", () => {
    const named = transition(initial, { type: 'preview/target', target: '/our-team' });
    expect(named.reloadCount).toBe(0);
    const done = transition(named, { type: 'build/complete' });
    expect(done).toMatchObject({ reloadCount: 1, reloadTarget: '/our-team', pendingReloadTarget: null });
    // The next run names no page: its reload stays where the preview is.
    expect(transition(done, { type: 'build/complete' }).reloadTarget).toBeNull();
  });

  it('loads a run’s draft on show, and the version it became on COMPLETE', () => {
    const onCode = transition(initial, { type: 'tab/select', tab: 'code' });
    const draft = transition(onCode, { type: 'draft/show', target: '/menu' });
    expect(draft).toMatchObject({ tab: 'preview', isDraft: true, reloadCount: 1, reloadTarget: '/menu' });
    const done = transition(draft, { type: 'build/complete' });
    expect(done).toMatchObject({ isDraft: false, reloadCount: 2, tab: 'preview' });
  });

  it('goes back to the last good version when the draft fails its checks, and only then', () => {
    const draft = transition(initial, { type: 'draft/show', target: null });
    const back = transition(draft, { type: 'draft/discard' });
    expect(back).toMatchObject({ isDraft: false, reloadCount: 2, reloadTarget: null });
    expect(transition(back, { type: 'draft/discard' })).toBe(back);
    // Without a draft, COMPLETE reloads as before.
    expect(transition(back, { type: 'build/complete' }).reloadCount).toBe(3);
  });
});
