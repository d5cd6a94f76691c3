import { parseIid } from '@tongxin/env-auth';
import { useParams } from 'react-router-dom';

/**
 * The tenant of the route (its `:iid`), or null when the route has none or it is malformed. The
 * one place an iid is read from a route: callers choose their own fallback.
 */
export function useRouteIid(): number | null {
  return parseIid(useParams().iid);
}
