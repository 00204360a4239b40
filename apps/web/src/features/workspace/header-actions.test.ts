import { describe, expect, it } from 'vitest';
import { forkReturnPath, headerActionsFor, legacyWorkspacePath } from './header-actions';

const shown = (actions: Record<string, boolean>) =>
  Object.entries(actions)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .sort();

describe('headerActionsFor', () => {
  it('gives a free owner rename, favourite, duplicate, download, support, feedback and Upgrade Plan, no logo, share or fork', () => {
    expect(shown(headerActionsFor({ isOwner: true, isSignedIn: true, isPremium: false }))).toEqual(
      [
        'account',
        'download',
        'duplicate',
        'favourite',
        'feedback',
        'liveSupport',
        'rename',
        'upgrade',
      ].sort(),
    );
  });

  it('drops Upgrade Plan for a premium owner', () => {
    expect(headerActionsFor({ isOwner: true, isSignedIn: true, isPremium: true }).upgrade).toBe(false);
  });

  it('gives a signed-out visitor the logo, Share, Log In and Fork Project only', () => {
    expect(shown(headerActionsFor({ isOwner: false, isSignedIn: false, isPremium: false }))).toEqual(
      ['fork', 'logIn', 'logo', 'share'].sort(),
    );
  });

  it('gives a signed-in non-owner fork and live support but no feedback or rename', () => {
    const actions = headerActionsFor({ isOwner: false, isSignedIn: true, isPremium: false });
    expect(shown(actions)).toEqual(['account', 'fork', 'liveSupport', 'logo', 'share', 'upgrade'].sort());
  });
});

describe('forkReturnPath', () => {
  it('returns to the project marked from=fork', () => {
    expect(forkReturnPath('abc', 'web')).toBe('/workspace/abc?from=fork');
    expect(forkReturnPath('abc', 'component')).toBe('/workspace/abc?platform=component&from=fork');
  });
});

describe('legacyWorkspacePath', () => {
  it('moves the id into the path and keeps the other parameters', () => {
    expect(legacyWorkspacePath(new URLSearchParams('id=abc&platform=component'))).toBe(
      '/workspace/abc?platform=component',
    );
    expect(legacyWorkspacePath(new URLSearchParams('id=abc'))).toBe('/workspace/abc');
  });

  it('gives up without an id', () => {
    expect(legacyWorkspacePath(new URLSearchParams('platform=component'))).toBeNull();
    expect(legacyWorkspacePath(new URLSearchParams('id=%20'))).toBeNull();
  });
});
