import type { Platform } from '@kiln/contracts';

export type Viewer = { isOwner: boolean; isSignedIn: boolean; isPremium: boolean };

export type HeaderActions = {
  logo: boolean;
  rename: boolean;
  favourite: boolean;
  liveSupport: boolean;
  feedback: boolean;
  upgrade: boolean;
  logIn: boolean;
  fork: boolean;
  account: boolean;
  share: boolean;
  duplicate: boolean;
  download: boolean;
};

/** Seed 000 §2 and §6: which header actions a viewer gets. */
export function headerActionsFor({ isOwner, isSignedIn, isPremium }: Viewer): HeaderActions {
  return {
    logo: !isOwner,
    rename: isOwner,
    favourite: isOwner,
    liveSupport: isSignedIn,
    feedback: isOwner,
    upgrade: isSignedIn && !isPremium,
    logIn: !isSignedIn,
    fork: !isOwner,
    account: isSignedIn,
    share: !isOwner,
    duplicate: isOwner,
    download: isOwner,
  };
}

/** Where a visitor lands after signing up to fork: the project again, marked `from=fork`. */
export function forkReturnPath(id: string, platform: Platform): string {
  const params = new URLSearchParams();
  if (platform === 'component') params.set('platform', 'component');
  params.set('from', 'fork');
  return `/workspace/${encodeURIComponent(id)}?${params.toString()}`;
}

/** `/workspace?id=abc&platform=component` → `/workspace/abc?platform=component`; null without an id. */
export function legacyWorkspacePath(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim();
  if (!id) return null;
  const rest = new URLSearchParams(search);
  rest.delete('id');
  const query = rest.toString();
  return `/workspace/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}
