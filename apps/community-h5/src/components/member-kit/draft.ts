import { useCallback, useEffect, useRef, useState } from 'react';

/** Prefix of the storage keys of form drafts (so a killed webview loses nothing, ARCHITECTURE §4). */
export const DRAFT_PREFIX = 'draft:';

function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const text = window.localStorage.getItem(DRAFT_PREFIX + key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Form values kept in localStorage as they are typed: a reload (or a webview the system killed)
 * brings them back. `initial` fills what the draft does not have (e.g. the saved record, once
 * it has loaded: pass it when it arrives and the draft still wins). `clear` after a save.
 *
 * @example
 * const { values, setField, clear } = useDraft(`address:${id}`, { name: '', mobile: '' });
 */
export function useDraft<T extends object>(key: string, initial: T) {
  const [values, setValues] = useState<T>(() => ({ ...initial, ...readDraft<T>(key) }));
  const touched = useRef(readDraft<T>(key) !== null);
  const initialJson = JSON.stringify(initial);

  // When the record behind the form arrives later, it fills the form unless the member has a draft.
  useEffect(() => {
    if (!touched.current) setValues(JSON.parse(initialJson) as T);
  }, [initialJson]);

  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      touched.current = true;
      setValues((current) => {
        const next = { ...current, [field]: value };
        try {
          window.localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(next));
        } catch {
          // storage full or blocked: the form still works, only the draft is lost
        }
        return next;
      });
    },
    [key],
  );

  const clear = useCallback(() => {
    touched.current = false;
    try {
      window.localStorage.removeItem(DRAFT_PREFIX + key);
    } catch {
      // nothing to clear
    }
  }, [key]);

  return { values, setField, clear, setValues };
}
