import { DRAFT_PREFIX, readDraft, writeDraft } from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRegistrationDrafts, formDraftKey, mergeDraft, type DraftKey } from './draft';

const key = { rid: 7, regId: 3, groupId: 11 };
const stored = (k: DraftKey) => DRAFT_PREFIX + formDraftKey(k);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('form drafts', () => {
  it('keeps one draft per applicant, registration and group, under useDraft\'s prefix', () => {
    expect(stored(key)).toBe('draft:university.7.3.11');
    expect(formDraftKey({ ...key, groupId: 12 })).not.toBe(formDraftKey(key));
    expect(formDraftKey({ ...key, rid: 8 })).not.toBe(formDraftKey(key));
  });

  it('merges a value into the draft, keeping what was typed', () => {
    writeDraft(stored(key), { '1': '张三' });
    mergeDraft(key, { '6': 'https://x/p.jpg' });
    expect(readDraft(stored(key))).toEqual({ '1': '张三', '6': 'https://x/p.jpg' });
  });

  it('clears every group of a registration but not other applicants', () => {
    writeDraft(stored(key), { '1': 'a' });
    writeDraft(stored({ ...key, groupId: 12 }), { '1': 'b' });
    writeDraft(stored({ ...key, rid: 70 }), { '1': 'c' });
    clearRegistrationDrafts(7, 3);
    expect(readDraft(stored(key))).toBeNull();
    expect(readDraft(stored({ ...key, groupId: 12 }))).toBeNull();
    expect(readDraft(stored({ ...key, rid: 70 }))).toEqual({ '1': 'c' });
  });

  it('works without storage instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(mergeDraft(key, { '1': 'a' })).toBe(false);
  });
});
