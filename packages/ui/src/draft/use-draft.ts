import { useCallback, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './draft-store';

/** Prefix of the storage keys of useDraft's drafts. */
export const DRAFT_PREFIX = 'draft:';

/**
 * Form values kept in localStorage as they are typed: a reload (or a webview the system killed)
 * brings them back. `initial` fills what the draft does not have (e.g. the saved record, once
 * it has loaded: pass it when it arrives and the draft still wins). `clear` after a save.
 *
 * @example
 * const { values, setField, clear } = useDraft(`address:${id}`, { name: '', mobile: '' });
 */
export function useDraft<T extends object>(key: string, initial: T) {
  const storageKey = DRAFT_PREFIX + key;
  const [values, setValues] = useState<T>(() => ({ ...initial, ...(readDraft(storageKey) as Partial<T> | null) }));
  const touched = useRef(readDraft(storageKey) !== null);
  const initialJson = JSON.stringify(initial);

  // When the record behind the form arrives later, it fills the form unless there is a draft, in
  // the same render: the form is never drawn empty (or with the old record) once the record is in.
  const [seenInitial, setSeenInitial] = useState(initialJson);
  if (seenInitial !== initialJson) {
    setSeenInitial(initialJson);
    if (!touched.current) setValues(JSON.parse(initialJson) as T);
  }

  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      touched.current = true;
      setValues((current) => {
        const next = { ...current, [field]: value };
        // Storage full or blocked: the form still works, only the draft is lost.
        writeDraft(storageKey, next);
        return next;
      });
    },
    [storageKey],
  );

  const clear = useCallback(() => {
    touched.current = false;
    clearDraft(storageKey);
  }, [storageKey]);

  return { values, setField, clear, setValues };
}
