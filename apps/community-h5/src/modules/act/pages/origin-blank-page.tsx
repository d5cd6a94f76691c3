import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { actLinks } from '../../../lib/links/act-links';

/** /app/act/origin/blank?city — a departure city with no trips. */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const city = search.get('city');
  return (
    <MemberPage title="出发地">
      <EmptyState description={`${city ? `${city}` : '该城市'}暂无出发的活动`}>
        <AppLink to={actLinks.originList({ iid })} className="act-btn">
          看看其他城市
        </AppLink>
      </EmptyState>
    </MemberPage>
  );
}
