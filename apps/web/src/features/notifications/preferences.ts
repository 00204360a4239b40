import {
  NOTIFICATION_PREFERENCES_STORAGE_KEY,
  type NotificationPreferences,
  NotificationPreferencesSchema,
} from '@kiln/contracts';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  notificationsEnabled: true,
  soundEnabled: true,
};

/** Parses what localStorage holds; anything missing or malformed falls back to the defaults (both on). */
export function parsePreferences(raw: string | null): NotificationPreferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const parsed = NotificationPreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: NotificationPreferences = DEFAULT_PREFERENCES;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(NOTIFICATION_PREFERENCES_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandbox): the defaults apply
  }
}

/** The stored preferences; the same object until they change (a stable useSyncExternalStore snapshot). */
export function getPreferences(): NotificationPreferences {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parsePreferences(raw);
  }
  return cached;
}

export function setPreferences(patch: Partial<NotificationPreferences>): void {
  const next = { ...getPreferences(), ...patch };
  try {
    window.localStorage.setItem(NOTIFICATION_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not persisted; the choice still holds for this page below.
  }
  cachedRaw = undefined;
  cached = next;
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATION_PREFERENCES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}
