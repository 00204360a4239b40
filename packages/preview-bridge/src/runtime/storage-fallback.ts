/**
 * The workspace frames a preview from another site. A browser that blocks third-party storage
 * (Chrome's private windows, "block third-party cookies", strict privacy settings) makes reading
 * `localStorage` throw, and an app that keeps its data there — most generated apps — would crash on
 * its first line. In the framed preview only, such a window gets in-memory stand-ins: the app runs and
 * keeps nothing across reloads, as in a private window. A deployed site is first-party: it never
 * needs them, and this script is not in it.
 */
export function provideStorageFallback(win: Window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void win[name];
      continue;
    } catch {
      // Blocked: replaced below.
    }
    try {
      Object.defineProperty(win, name, { value: memoryStorage(), configurable: true, enumerable: true });
    } catch {
      // A browser that will not let the property be replaced: the app sees the block, as before.
    }
  }
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => void items.set(String(key), String(value)),
    removeItem: (key: string) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
  return storage as Storage;
}
