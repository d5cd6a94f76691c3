/*
 * The goods search history (spec §3 local storage key goodsSearchObject): the words searched,
 * newest first, at most 10, a repeated word moved to the top.
 */

export const SEARCH_HISTORY_KEY = 'goodsSearchObject';
export const SEARCH_HISTORY_MAX = 10;

export function readSearchHistory(storage: Storage = window.localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** Records a search; returns the new history. */
export function rememberSearch(word: string, storage: Storage = window.localStorage): string[] {
  const w = word.trim();
  const next = w === '' ? readSearchHistory(storage) : [w, ...readSearchHistory(storage).filter((x) => x !== w)].slice(0, SEARCH_HISTORY_MAX);
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the search still runs
  }
  return next;
}

export function clearSearchHistory(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // nothing to clear
  }
}
