import { DEFAULT_IID } from '@tongxin/env-auth';
import { useRouteIid } from '../../../components/route-iid';

/** The home group's tenant: every one of its routes names it; a malformed one is the default. */
export function useHomeIid(): number {
  return useRouteIid() ?? DEFAULT_IID;
}
