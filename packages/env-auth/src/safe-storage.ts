/** The part of the Web Storage API this package uses; a `Map`-backed object fits too. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Web Storage that never throws. Reaching `window.localStorage` throws where storage is
 * blocked, and `setItem` throws in Safari private mode or when the quota is full; each failed
 * write lands in an in-memory overlay instead, which later reads of that key prefer, so the
 * page keeps its credentials for as long as it lives.
 *
 * @example
 * const local = safeStorage(() => window.localStorage);
 * local.setItem('university.rid', '42'); // never throws
 */
export function safeStorage(backing: () => KeyValueStorage | null | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  // A key removed while storage failed must not reappear from the backing store.
  const removed = new Set<string>();

  const store = (): KeyValueStorage | null => {
    try {
      return backing() ?? null;
    } catch {
      return null;
    }
  };

  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      if (removed.has(key)) return null;
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      removed.delete(key);
      try {
        const s = store();
        if (!s) throw new Error('no storage');
        s.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        const s = store();
        if (!s) throw new Error('no storage');
        s.removeItem(key);
        removed.delete(key);
      } catch {
        removed.add(key);
      }
    },
  };
}

/** `window.localStorage` behind {@link safeStorage}; works with no `window` at all. */
export function browserLocalStorage(): KeyValueStorage {
  return safeStorage(() => globalThis.window?.localStorage);
}

/** `window.sessionStorage` behind {@link safeStorage}. */
export function browserSessionStorage(): KeyValueStorage {
  return safeStorage(() => globalThis.window?.sessionStorage);
}
