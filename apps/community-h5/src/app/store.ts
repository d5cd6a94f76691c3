import { configureStore } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '@tongxin/env-auth';
import { parsePopupMemory, POPUP_MEMORY_KEY, popupReducer } from './popup-slice';
import { initialSession, MEMBER_SESSION_KEY, sessionReducer, type MemberSession } from './session-slice';
import { readJson, writeJson } from './storage';

function parseMember(value: unknown): MemberSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, userId } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof userId === 'number' ? { token, userId } : null;
}

/** The app's store; the persisted slices are read from and written to `storage`. */
export function createAppStore(storage: KeyValueStorage) {
  const store = configureStore({
    reducer: { session: sessionReducer, popup: popupReducer },
    preloadedState: {
      session: { ...initialSession, member: parseMember(readJson(storage, MEMBER_SESSION_KEY)) },
      popup: parsePopupMemory(readJson(storage, POPUP_MEMORY_KEY)),
    },
  });
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.popup !== last.popup) writeJson(storage, POPUP_MEMORY_KEY, next.popup);
    if (next.session.member !== last.session.member) writeJson(storage, MEMBER_SESSION_KEY, next.session.member);
    last = next;
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
