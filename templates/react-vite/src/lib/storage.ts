/**
 * Browser storage that does not crash the app. A browser can block storage for a page: a site shown
 * inside another site's iframe under third-party storage rules, private windows, strict privacy
 * settings. Then even reading `window.localStorage` throws a SecurityError, and an app that loads its
 * data on start would stop at a blank page. Where storage is blocked, the data lives in memory for the
 * visit instead: the app works and forgets on reload, as in a private window.
 */

/** The part of the Web Storage API apps use. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

type StorageName = 'localStorage' | 'sessionStorage';
type StorageHost = Partial<Record<StorageName, KeyValueStorage>>;

/** A Storage kept in memory: the same calls, nothing kept across reloads. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
}

function isUsable(host: StorageHost, name: StorageName): boolean {
  try {
    const storage = host[name];
    if (!storage) return false;
    storage.getItem('__storage_check__');
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts in-memory stand-ins where `localStorage` or `sessionStorage` is blocked, so code that uses them
 * directly keeps working. `src/main.tsx` runs this (through `./lib/storage-fallback`) before the app.
 */
export function installStorageFallback(host: StorageHost = globalThis as StorageHost): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (isUsable(host, name)) continue;
    try {
      Object.defineProperty(host, name, {
        value: createMemoryStorage(),
        configurable: true,
        enumerable: true,
      });
    } catch {
      // A browser that will not let the property be replaced: `storage` below still never throws.
    }
  }
}

/**
 * `localStorage` for app code: reads and writes never throw (blocked storage, a full quota); what could
 * not be saved stays in memory for the visit.
 */
export function safeStorage(
  name: StorageName = 'localStorage',
  host: StorageHost = globalThis as StorageHost,
): KeyValueStorage {
  const memory = createMemoryStorage();
  const real = (): KeyValueStorage | null => (isUsable(host, name) ? (host[name] ?? null) : null);
  const attempt = <T>(use: (storage: KeyValueStorage) => T, fallback: () => T): T => {
    try {
      const storage = real();
      return storage ? use(storage) : fallback();
    } catch {
      return fallback();
    }
  };
  return {
    get length() {
      return attempt(
        (s) => s.length,
        () => memory.length,
      );
    },
    key: (index) =>
      attempt(
        (s) => s.key(index),
        () => memory.key(index),
      ),
    getItem: (key) =>
      memory.getItem(key) ??
      attempt(
        (s) => s.getItem(key),
        () => null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => {
          s.setItem(key, value);
          memory.removeItem(key);
        },
        () => memory.setItem(key, value),
      ),
    removeItem: (key) => {
      memory.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
    clear: () => {
      memory.clear();
      attempt(
        (s) => s.clear(),
        () => undefined,
      );
    },
  };
}

/** Use this instead of `localStorage` in app code. */
export const storage: KeyValueStorage = safeStorage();
