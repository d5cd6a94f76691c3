import type { staff } from '@tongxin/api-client/catalogue';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/*
 * The console's session: the staff token from sign-in (kept in localStorage so a reload stays
 * signed in until it expires), the account, and — for a platform operator — the tenant being
 * managed. The server decides everything again on every call; this only remembers.
 */

export const SESSION_KEY = 'tongxin-console:session';
export const TENANT_KEY = 'tongxin-console:tenant';
export const DEVICE_KEY = 'tongxin-console:device';

export interface ConsoleSession {
  readonly token: string;
  readonly expiresAt: string;
  readonly staff: staff.Staff;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The session stored by the last sign-in, unless it has expired. */
export function storedSession(now = Date.now()): ConsoleSession | null {
  const session = read<ConsoleSession>(SESSION_KEY);
  return session && Date.parse(session.expiresAt) > now ? session : null;
}

/**
 * This browser's device id (random, kept): the server asks for an SMS code the first time an
 * account signs in from it.
 */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

interface SessionState {
  readonly session: ConsoleSession | null;
  /** The tenant the console acts in: the account's own, or the operator's choice (null: none chosen). */
  readonly iid: number | null;
  readonly operator: boolean;
  signedIn(session: ConsoleSession): void;
  signedOut(): void;
  /** An operator picks the tenant to manage. */
  chooseTenant(iid: number | null): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children, initial = storedSession() }: { children: ReactNode; initial?: ConsoleSession | null }) {
  const [session, setSession] = useState<ConsoleSession | null>(initial);
  const [chosen, setChosen] = useState<number | null>(() => read<number>(TENANT_KEY));
  const signedIn = useCallback((next: ConsoleSession) => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(next));
    setSession(next);
  }, []);
  const signedOut = useCallback(() => {
    localStorage.removeItem(SESSION_KEY);
    setSession(null);
  }, []);
  const chooseTenant = useCallback((iid: number | null) => {
    if (iid === null) localStorage.removeItem(TENANT_KEY);
    else localStorage.setItem(TENANT_KEY, JSON.stringify(iid));
    setChosen(iid);
  }, []);
  const value = useMemo<SessionState>(() => {
    const operator = session?.staff.roles.includes('platform') ?? false;
    return { session, operator, iid: operator ? chosen : (session?.staff.iid ?? null), signedIn, signedOut, chooseTenant };
  }, [session, chosen, signedIn, signedOut, chooseTenant]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside <SessionProvider>');
  return value;
}
