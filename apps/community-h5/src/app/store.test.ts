import { safeStorage } from '@tongxin/env-auth';
import { describe, expect, it } from 'vitest';
import { hasSeen, popupClosed, POPUP_MEMORY_KEY } from './popup-slice';
import { MEMBER_SESSION_KEY, memberSignedIn, memberSignedOut, visitorKey } from '../lib/session';
import { createAppStore } from './store';

function memoryStorage() {
  const map = new Map<string, string>();
  return safeStorage(() => ({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }));
}

describe('the app store', () => {
  it('remembers closed popups per visitor, id and type across reloads', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.dispatch(popupClosed({ visitor: 'guest', id: 7, type: 1 }));
    expect(storage.getItem(POPUP_MEMORY_KEY)).toBe(JSON.stringify({ seen: ['guest:7:1'] }));
    const reloaded = createAppStore(storage).getState().popup;
    expect(hasSeen(reloaded, { visitor: 'guest', id: 7, type: 1 })).toBe(true);
    expect(hasSeen(reloaded, { visitor: 'guest', id: 7, type: 5 })).toBe(false);
    expect(hasSeen(reloaded, { visitor: 'm12', id: 7, type: 1 })).toBe(false);
  });

  it('tolerates junk in storage', () => {
    const storage = memoryStorage();
    storage.setItem(POPUP_MEMORY_KEY, '{not json');
    storage.setItem(MEMBER_SESSION_KEY, '{"token":5}');
    const state = createAppStore(storage).getState();
    expect(state.popup.seen).toEqual([]);
    expect(state.session.member).toBeNull();
  });

  it('keeps the member session and keys popups by member', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.dispatch(memberSignedIn({ token: 'tok-0123456789abcdef', userId: 12, iid: 1000 }));
    expect(visitorKey(createAppStore(storage).getState().session)).toBe('m12');
    store.dispatch(memberSignedOut());
    expect(storage.getItem(MEMBER_SESSION_KEY)).toBeNull();
  });

  it("keeps the member's tenant, and a reload opens in it", () => {
    const storage = memoryStorage();
    createAppStore(storage).dispatch(
      memberSignedIn({ token: 'tok-0123456789abcdef', userId: 12, iid: 1200 }),
    );
    const session = createAppStore(storage).getState().session;
    expect(session.member).toEqual({ token: 'tok-0123456789abcdef', userId: 12, iid: 1200 });
    expect(session.iid).toBe(1200);
  });

  it('reads a session stored before the tenant was kept as the default tenant', () => {
    const storage = memoryStorage();
    storage.setItem(
      MEMBER_SESSION_KEY,
      JSON.stringify({ token: 'tok-0123456789abcdef', userId: 12 }),
    );
    expect(createAppStore(storage).getState().session.member).toEqual({
      token: 'tok-0123456789abcdef',
      userId: 12,
      iid: 1000,
    });
  });
});
