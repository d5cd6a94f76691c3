import { parseIid } from '@tongxin/env-auth';
import { useLocation, useParams } from 'react-router-dom';

/**
 * The tenant a route names: its `:iid`, else the `?iid=` of the link forms that carry it in the
 * query (spec §2: /app/pay/vip-buy?iid, /app/mall/search?iid…); null when there is none or it is
 * malformed. The one place an iid is read from a route: callers choose their own fallback.
 */
export function tenantOfRoute(iidParam: string | undefined, search: string): number | null {
  return parseIid(iidParam) ?? parseIid(new URLSearchParams(search).get('iid'));
}

/** The current route's tenant (see `tenantOfRoute`), or null. */
export function useRouteIid(): number | null {
  const { iid } = useParams();
  const { search } = useLocation();
  return tenantOfRoute(iid, search);
}
