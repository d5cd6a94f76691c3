import { DEFAULT_IID, parseIid } from '@tongxin/env-auth';
import { useParams } from 'react-router-dom';

/** The tenant of the route (`:iid`), 1000 when missing or malformed. */
export function useRouteIid(): number {
  return parseIid(useParams().iid) ?? DEFAULT_IID;
}
