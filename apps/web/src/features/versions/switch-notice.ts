import { type StorageLike, sessionStore } from '@/lib/session-storage';

/**
 * Seed 000 §4: a version switch reloads the page. The note that it happened crosses the reload in
 * the tab's sessionStorage, so the reloaded page says "Version switched!" and shows the versions.
 */
const KEY = 'kiln:version-switched';

export function rememberSwitch(projectId: string, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(KEY, projectId);
  } catch {
    // A full or blocked storage only loses the note, never the switch.
  }
}

/** True once after a switch of this project reloaded the page. */
export function takeSwitchNotice(projectId: string, storage: StorageLike | null = sessionStore()): boolean {
  try {
    if (storage?.getItem(KEY) !== projectId) return false;
    storage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
