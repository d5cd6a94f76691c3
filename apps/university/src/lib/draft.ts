/**
 * Drafts of the form page (ARCHITECTURE.md §4: a killed webview loses nothing). One draft per
 * applicant, registration and group, written on every change and removed after a successful
 * save. Storage can be unavailable (private mode, a full quota, a webview without it): the form
 * then works as before, without drafts, instead of failing.
 */
export type DraftValues = Record<string, string>;

export interface DraftKey {
  rid: string | number;
  regId: string | number;
  groupId: string | number;
}

const PREFIX = 'university.draft';

export function draftStorageKey({ rid, regId, groupId }: DraftKey): string {
  return `${PREFIX}.${rid}.${regId}.${groupId}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The draft, or an empty map when there is none or it cannot be read. */
export function readDraft(key: DraftKey): DraftValues {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(draftStorageKey(key));
  } catch {
    return {};
  }
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    const out: DraftValues = {};
    for (const [id, value] of Object.entries(data)) if (typeof value === 'string') out[id] = value;
    return out;
  } catch {
    return {};
  }
}

/** Replaces the draft. Returns false when it could not be stored. */
export function writeDraft(key: DraftKey, values: DraftValues): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(draftStorageKey(key), JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

/** Sets one value in the draft, keeping the others (the photo page hands its URL back this way). */
export function mergeDraft(key: DraftKey, patch: DraftValues): boolean {
  return writeDraft(key, { ...readDraft(key), ...patch });
}

export function clearDraft(key: DraftKey): void {
  try {
    storage()?.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to do: without storage there was no draft to remove.
  }
}

/** Removes every draft of an applicant's registration (after a reset, old answers must not come back). */
export function clearRegistrationDrafts(rid: string | number, regId: string | number): void {
  try {
    const s = storage();
    if (!s) return;
    const prefix = `${PREFIX}.${rid}.${regId}.`;
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
