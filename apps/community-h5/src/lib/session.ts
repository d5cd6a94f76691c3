import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_CID, DEFAULT_IID, type Environment } from '@tongxin/env-auth';

/** Who the visitor is, as far as the environment tells (spec §3 wechat / app user info). */
export interface Identity {
  openId?: string;
  unionId?: string;
  /** The app webview's user id (rid from the native bridge). */
  rid?: number;
  nickName?: string;
  headImg?: string;
}

/** The signed-in member (the member's own pages sign in with /member/login). */
export interface MemberSession {
  token: string;
  userId: number;
  /**
   * The tenant the member signed in to: the token is valid there only. Pages without `:iid`
   * (points, personal, addresses) use it, so a reload keeps the member of tenant 1200 signed in.
   */
  iid: number;
}

export interface SessionState {
  iid: number;
  cid: number;
  environment: Environment | null;
  identity: Identity | null;
  member: MemberSession | null;
  /**
   * The environment's identity is becoming a member session (WeChat, a mini-program, the app
   * webview, Toutiao): pages that need a member wait instead of sending to sign-in.
   */
  signingIn: boolean;
}

/** The environments whose identity signs a visitor in without a password (spec §6). */
export const signsInByIdentity = (environment: Environment): boolean =>
  environment === 'wechat' || environment === 'miniprogram' || environment === 'app' || environment === 'toutiao';

/** Storage key this slice owns: the member session, so a reload stays signed in. */
export const MEMBER_SESSION_KEY = 'memberSession';

export const initialSession: SessionState = {
  iid: DEFAULT_IID,
  cid: DEFAULT_CID,
  environment: null,
  identity: null,
  member: null,
  signingIn: false,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    tenantChanged(state, action: PayloadAction<{ iid: number; cid?: number }>) {
      state.iid = action.payload.iid;
      if (action.payload.cid !== undefined) state.cid = action.payload.cid;
    },
    channelChanged(state, action: PayloadAction<number>) {
      state.cid = action.payload;
    },
    environmentDetected(state, action: PayloadAction<Environment>) {
      state.environment = action.payload;
    },
    identityResolved(state, action: PayloadAction<Identity | null>) {
      state.identity = action.payload;
    },
    memberSignedIn(state, action: PayloadAction<MemberSession>) {
      state.member = action.payload;
    },
    memberSignedOut(state) {
      state.member = null;
    },
    /** The identity step is over (a session, none, or a failure told): pages stop waiting. */
    identitySignInSettled(state) {
      state.signingIn = false;
    },
  },
});

export const { tenantChanged, channelChanged, environmentDetected, identityResolved, memberSignedIn, memberSignedOut, identitySignInSettled } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/**
 * The key popups are remembered under for this visitor: the member id, else the environment's
 * identity, else 'guest' (one browser, one anonymous visitor).
 */
export function visitorKey(session: SessionState): string {
  if (session.member) return `m${session.member.userId}`;
  const id = session.identity;
  if (id?.unionId) return `u${id.unionId}`;
  if (id?.openId) return `o${id.openId}`;
  if (id?.rid) return `r${id.rid}`;
  return 'guest';
}

/** The part of the app's state this slice is mounted at (the store's `session`). */
export interface WithSession {
  session: SessionState;
}

/**
 * Reads the session (for components, lib and modules, which do not import the app's store).
 *
 * @example
 * const cid = useSession((s) => s.cid);
 */
export const useSession = <T,>(select: (session: SessionState) => T): T => useSelector((state: WithSession) => select(state.session));

/** The store's dispatch, for the session's actions. */
export const useSessionDispatch = useDispatch;
