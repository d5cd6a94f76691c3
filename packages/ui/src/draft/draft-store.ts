/**
 * Form drafts in localStorage (ARCHITECTURE §4: a killed webview loses nothing), one copy for both
 * apps. Storage can be unavailable (private mode, a full quota, a webview without it): reads then
 * find no draft and writes report false, so a form works as before, without drafts, instead of
 * failing. A draft is a JSON object; anything else stored under its key counts as no draft.
 */

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The draft stored under `key`, or null when there is none, it cannot be read or it is corrupt. */
export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Replaces the draft under `key`. Returns false when it could not be stored. */
export function writeDraft(key: string, values: object): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

/** Removes the draft under `key` (after a save). */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Without storage there was no draft to remove.
  }
}

/** Removes every draft whose key starts with `prefix` (e.g. all groups of one registration). */
export function clearDrafts(prefix: string): void {
  try {
    const s = storage();
    if (!s) return;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const k = s.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    for (const k of keys) s.removeItem(k);
  } catch {
    // As in clearDraft.
  }
}
