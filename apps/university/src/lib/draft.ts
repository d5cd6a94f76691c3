import { clearDrafts, DRAFT_PREFIX, readDraft, writeDraft } from '@tongxin/ui';

/**
 * The form page's drafts (ARCHITECTURE.md §4: a killed webview loses nothing) are @tongxin/ui's
 * useDraft, as in the community app: one draft per applicant, registration and group, written on
 * every change and cleared after a successful save. These name its key and let the photo page and
 * a reset reach it.
 */
export interface DraftKey {
  rid: string | number;
  regId: string | number;
  groupId: string | number;
}

/** useDraft's key of one group's form. */
export function formDraftKey({ rid, regId, groupId }: DraftKey): string {
  return `university.${rid}.${regId}.${groupId}`;
}

/** Sets values in a group's draft, keeping the others (the photo page hands its URL back this way). */
export function mergeDraft(key: DraftKey, patch: Record<string, string>): boolean {
  const stored = DRAFT_PREFIX + formDraftKey(key);
  return writeDraft(stored, { ...readDraft(stored), ...patch });
}

/** Removes every draft of an applicant's registration (after a reset, old answers must not come back). */
export function clearRegistrationDrafts(rid: string | number, regId: string | number): void {
  clearDrafts(`${DRAFT_PREFIX}university.${rid}.${regId}.`);
}
