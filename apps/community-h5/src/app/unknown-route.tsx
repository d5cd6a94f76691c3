import { Navigate } from 'react-router-dom';
import { NotFoundPage } from '@tongxin/ui';
import { lastKnownRoute } from './route-memory';

/** A path no route matches: back to the previous named route, else Error404 (spec §2). */
export function UnknownRoute() {
  const previous = lastKnownRoute();
  if (previous) return <Navigate to={previous} replace />;
  return <NotFoundPage />;
}
