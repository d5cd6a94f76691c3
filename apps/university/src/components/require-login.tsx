import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { routeNames } from '../lib/route-names';
import { readCredentials, type Credentials } from '../lib/session';

/** Renders its children with the stored credentials, or sends a visitor without them to login (spec §6). */
export function RequireLogin({ children }: { children: (credentials: Credentials) => ReactNode }) {
  const credentials = readCredentials();
  if (!credentials) return <Navigate to={routeNames.UniversityFramePersonal} replace />;
  return <>{children(credentials)}</>;
}
