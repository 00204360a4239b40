import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  installStorageFallback,
  type KeyValueStorage,
  safeStorage,
} from '../../../../templates/react-vite/src/lib/storage';

// Issue 22 §4: the starter's storage helper, which every new project gets. A browser that blocks
// storage (third-party iframe rules) throws a SecurityError on merely reading `localStorage`.
function blockedWindow(): { localStorage?: KeyValueStorage; sessionStorage?: KeyValueStorage } {
  const host = {};
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(host, name, {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  }
  return host;
}

describe('the template storage helper', () => {
  it('gives a window whose storage is blocked working in-memory stand-ins', () => {
    const win = blockedWindow();
    expect(() => win.localStorage).toThrow('Access is denied');
    installStorageFallback(win);
    const local = win.localStorage as KeyValueStorage;
    expect(local.getItem('tasks')).toBeNull();
    local.setItem('tasks', JSON.stringify(['Buy flour']));
    expect(local.getItem('tasks')).toBe('["Buy flour"]');
    expect(local.length).toBe(1);
    expect(local.key(0)).toBe('tasks');
    win.sessionStorage?.setItem('tab', 'all');
    expect(win.sessionStorage?.getItem('tab')).toBe('all');
    local.removeItem('tasks');
    expect(local.length).toBe(0);
  });

  it('leaves working storage in place', () => {
    const real = createMemoryStorage();
    const win = { localStorage: real, sessionStorage: real };
    installStorageFallback(win);
    expect(win.localStorage).toBe(real);
  });

  it('never throws from safeStorage: blocked reads give null, writes are kept for the visit', () => {
    const storage = safeStorage('localStorage', blockedWindow());
    expect(storage.getItem('theme')).toBeNull();
    storage.setItem('theme', 'dark');
    expect(storage.getItem('theme')).toBe('dark');
    storage.clear();
    expect(storage.getItem('theme')).toBeNull();
  });

  it('keeps a write the browser refused (a full quota) in memory', () => {
    const full: KeyValueStorage = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
      clear: () => {},
    };
    const storage = safeStorage('localStorage', { localStorage: full });
    storage.setItem('draft', 'hello');
    expect(storage.getItem('draft')).toBe('hello');
  });
});
