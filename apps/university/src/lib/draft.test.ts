import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, clearRegistrationDrafts, draftStorageKey, mergeDraft, readDraft, writeDraft } from './draft';

const key = { rid: 7, regId: 3, groupId: 11 };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('form drafts', () => {
  it('keeps one draft per applicant, registration and group', () => {
    writeDraft(key, { '1': '张三' });
    writeDraft({ ...key, groupId: 12 }, { '1': '李四' });
    writeDraft({ ...key, rid: 8 }, { '1': '王五' });
    expect(readDraft(key)).toEqual({ '1': '张三' });
    expect(readDraft({ ...key, groupId: 12 })).toEqual({ '1': '李四' });
    expect(localStorage.getItem(draftStorageKey(key))).toBe('{"1":"张三"}');
  });

  it('merges a value into the draft and clears it', () => {
    writeDraft(key, { '1': '张三' });
    mergeDraft(key, { '6': 'https://x/p.jpg' });
    expect(readDraft(key)).toEqual({ '1': '张三', '6': 'https://x/p.jpg' });
    clearDraft(key);
    expect(readDraft(key)).toEqual({});
  });

  it('clears every group of a registration but not other applicants', () => {
    writeDraft(key, { '1': 'a' });
    writeDraft({ ...key, groupId: 12 }, { '1': 'b' });
    writeDraft({ ...key, rid: 70 }, { '1': 'c' });
    clearRegistrationDrafts(7, 3);
    expect(readDraft(key)).toEqual({});
    expect(readDraft({ ...key, groupId: 12 })).toEqual({});
    expect(readDraft({ ...key, rid: 70 })).toEqual({ '1': 'c' });
  });

  it('ignores a corrupt draft and non-text values', () => {
    localStorage.setItem(draftStorageKey(key), '{not json');
    expect(readDraft(key)).toEqual({});
    localStorage.setItem(draftStorageKey(key), '{"1":5,"2":"ok"}');
    expect(readDraft(key)).toEqual({ '2': 'ok' });
  });

  it('works without storage instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeDraft(key, { '1': 'a' })).toBe(false);
    expect(readDraft(key)).toEqual({});
  });
});
