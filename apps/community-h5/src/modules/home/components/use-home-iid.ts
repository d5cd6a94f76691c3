import { DEFAULT_IID } from '@tongxin/env-auth';
import { tenantOfRoute, useRouteIid } from '../../../components/route-iid';

/** The home group's tenant of a route's `:iid` and query: a malformed or missing one is the default. */
export function homeIidOf(iidParam: string | undefined, search: string): number {
  return tenantOfRoute(iidParam, search) ?? DEFAULT_IID;
}

/** The home group's tenant: every one of its routes names it; a malformed one is the default. */
export function useHomeIid(): number {
  return useRouteIid() ?? DEFAULT_IID;
}
