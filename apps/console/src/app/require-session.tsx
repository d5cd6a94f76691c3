import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { consoleLinks } from '../lib/links';
import { useSession } from '../lib/session';

/** The console's pages need a session: a signed-out visitor goes to sign-in, and back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={`${consoleLinks.signIn}?from=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
