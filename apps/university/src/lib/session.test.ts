import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCredentials, readCredentials, saveCredentials } from './session';

afterEach(() => {
  localStorage.clear();
  clearCredentials();
  vi.restoreAllMocks();
});

describe('credentials', () => {
  it('stores iid, rid, token and regId under the spec keys', () => {
    saveCredentials({ rid: 12, token: 'tok' });
    expect(localStorage.getItem('university.iid')).toBe('3073');
    expect(localStorage.getItem('university.rid')).toBe('12');
    expect(localStorage.getItem('university.token')).toBe('tok');
    expect(localStorage.getItem('university.regId')).toBe('3');
    expect(readCredentials()).toEqual({ iid: 3073, rid: 12, token: 'tok', regId: 3 });
  });

  it('needs all of iid, rid and token', () => {
    localStorage.setItem('university.iid', '3073');
    localStorage.setItem('university.token', 'tok');
    expect(readCredentials()).toBeNull();
    localStorage.setItem('university.rid', 'abc');
    expect(readCredentials()).toBeNull();
  });

  it('clearing removes rid and token only', () => {
    saveCredentials({ rid: 12, token: 'tok' });
    clearCredentials();
    expect(localStorage.getItem('university.rid')).toBeNull();
    expect(localStorage.getItem('university.token')).toBeNull();
    expect(localStorage.getItem('university.iid')).toBe('3073');
    expect(readCredentials()).toBeNull();
  });

  it('keeps the session in memory when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    saveCredentials({ rid: 5, token: 't' });
    expect(readCredentials()).toEqual({ iid: 3073, rid: 5, token: 't', regId: 3 });
  });
});
