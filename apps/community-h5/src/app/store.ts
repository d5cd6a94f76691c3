import { configureStore } from '@reduxjs/toolkit';
import { currentEnvironment, DEFAULT_IID, type KeyValueStorage } from '@tongxin/env-auth';
import { parsePopupMemory, POPUP_MEMORY_KEY, popupReducer } from './popup-slice';
import {
  initialSession,
  MEMBER_SESSION_KEY,
  sessionReducer,
  signsInByIdentity,
  type MemberSession,
} from '../lib/session';
import { readJson, writeJson } from './storage';

function parseMember(value: unknown): MemberSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, userId, iid } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof userId !== 'number') return null;
  // Sessions stored before the tenant was kept were all signed in to the default tenant's pages.
  if (iid === undefined) return { token, userId, iid: DEFAULT_IID };
  return typeof iid === 'number' && Number.isInteger(iid) && iid > 0
    ? { token, userId, iid }
    : null;
}

/** The app's store; the persisted slices are read from and written to `storage`. */
export function createAppStore(storage: KeyValueStorage) {
  const member = parseMember(readJson(storage, MEMBER_SESSION_KEY));
  const store = configureStore({
    reducer: { session: sessionReducer, popup: popupReducer },
    preloadedState: {
      // A page without :iid opens in the signed-in member's tenant, not the default one.
      // In WeChat or the app a visitor with no session is being signed in by the shell.
      session: {
        ...initialSession,
        iid: member?.iid ?? initialSession.iid,
        member,
        signingIn: member === null && signsInByIdentity(currentEnvironment().environment),
      },
      popup: parsePopupMemory(readJson(storage, POPUP_MEMORY_KEY)),
    },
  });
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.popup !== last.popup) writeJson(storage, POPUP_MEMORY_KEY, next.popup);
    if (next.session.member !== last.session.member)
      writeJson(storage, MEMBER_SESSION_KEY, next.session.member);
    last = next;
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
