import type { NotificationPermission } from '@kiln/contracts';

/** 'unsupported' where the browser has no Notification API (some mobile browsers, insecure origins). */
export type PermissionState = NotificationPermission | 'unsupported';

export function readPermission(): PermissionState {
  if (typeof window === 'undefined' || typeof window.Notification !== 'function') return 'unsupported';
  return window.Notification.permission;
}

const listeners = new Set<() => void>();

export function subscribePermission(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells subscribers to read the permission again (it changed in the browser's site settings). */
export function announcePermissionChange(): void {
  for (const listener of listeners) listener();
}

/** Asks the browser (only ever from a click: seed 001 §4.10's default → granted or denied). */
export async function requestPermission(): Promise<PermissionState> {
  if (readPermission() === 'unsupported') return 'unsupported';
  try {
    await window.Notification.requestPermission();
  } catch {
    // Old Safari takes a callback instead; the state is read below either way.
  }
  announcePermissionChange();
  return readPermission();
}
