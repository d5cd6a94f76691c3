import { useSearchParams } from 'react-router-dom';
import { useMemberSession } from '../../../components/scopes';

/** The member a page is about: `?id=` when given (a positive integer), else the signed-in member; null for a bad id. */
export function useMemberId(): number | null {
  const [search] = useSearchParams();
  const { userId } = useMemberSession();
  const raw = search.get('id');
  if (raw === null || raw === '') return userId;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
