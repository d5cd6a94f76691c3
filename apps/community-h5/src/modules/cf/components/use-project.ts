import { cf } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { publicScope, useMemberSession } from '../../../components/scopes';
import { queryInt } from '../cf-text';

/** The project of the page's query `id` (read with the member's session, when signed in, so the launcher sees their own). */
export function useProject() {
  const [search] = useSearchParams();
  const id = queryInt(search, 'id');
  const { iid, token } = useMemberSession();
  const project = useRead(publicScope, cf.project, token ? { iid, id, token } : { iid, id }, { enabled: id > 0 });
  return { id, iid, project };
}
