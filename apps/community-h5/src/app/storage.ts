import { safeStorage, type KeyValueStorage } from '@tongxin/env-auth';

/** The app's localStorage, never throwing (blocked storage, Safari private mode, full quota). */
export const localStore: KeyValueStorage = safeStorage(() => window.localStorage);

/** Reads a JSON value written by `writeJson`; anything unreadable gives null. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}
