import { clearDraft as clearStored, clearDrafts, readDraft as readStored, writeDraft as writeStored } from '@tongxin/ui';

/**
 * Drafts of the form page (ARCHITECTURE.md §4: a killed webview loses nothing), kept by
 * @tongxin/ui's draft store: one draft per applicant, registration and group, written on every
 * change and removed after a successful save. Without storage the form works, without drafts.
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

/** The draft's text values, or an empty map when there is none or it cannot be read. */
export function readDraft(key: DraftKey): DraftValues {
  const out: DraftValues = {};
  for (const [id, value] of Object.entries(readStored(draftStorageKey(key)) ?? {})) if (typeof value === 'string') out[id] = value;
  return out;
}

/** Replaces the draft. Returns false when it could not be stored. */
export function writeDraft(key: DraftKey, values: DraftValues): boolean {
  return writeStored(draftStorageKey(key), values);
}

/** Sets one value in the draft, keeping the others (the photo page hands its URL back this way). */
export function mergeDraft(key: DraftKey, patch: DraftValues): boolean {
  return writeDraft(key, { ...readDraft(key), ...patch });
}

export function clearDraft(key: DraftKey): void {
  clearStored(draftStorageKey(key));
}

/** Removes every draft of an applicant's registration (after a reset, old answers must not come back). */
export function clearRegistrationDrafts(rid: string | number, regId: string | number): void {
  clearDrafts(`${PREFIX}.${rid}.${regId}.`);
}
