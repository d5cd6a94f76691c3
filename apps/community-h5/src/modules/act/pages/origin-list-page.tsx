import { act } from '@tongxin/api-client';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { ActCard } from '../components/act-card';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/**
 * /app/act/origin/list?iid[&city] — trips by departure city (page-guide decision F1): the cities
 * as tabs, then the chosen city's departures, one card per trip (series) with its next date. A
 * city with none goes to origin/blank.
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const city = search.get('city') ?? undefined;
  const all = useVisitorQuery(act.departures, {});
  const chosen = city ?? all.data?.cities[0]?.name;
  const list = useVisitorQuery(act.departures, { city: chosen }, chosen !== undefined);
  const title = '出发地';
  if (all.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (all.isError) return <MemberPage title={title}><ErrorState error={all.error} onRetry={all.refetch} /></MemberPage>;
  if (city && !all.data.cities.some((c) => c.name === city)) return <Navigate to={actLinks.originBlank({ iid, city })} replace />;
  const bySeries = new Map<string, NonNullable<typeof list.data>['list'][number]>();
  for (const a of list.data?.list ?? []) if (!bySeries.has(a.series)) bySeries.set(a.series, a);
  return (
    <MemberPage title={title} side={<AppLink to={actLinks.originCalendar({ iid, city: chosen })}>日历</AppLink>}>
      <div className="act-tags" role="tablist" aria-label="出发城市">
        {all.data.cities.map((c) => (
          <button key={c.name} type="button" role="tab" className="act-option" aria-selected={c.name === chosen} onClick={() => setSearch({ iid: String(iid), city: c.name }, { replace: true })}>
            {c.name}（{c.count}）
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : bySeries.size === 0 ? (
        <EmptyState description="该城市暂无出发的活动" />
      ) : (
        <ul className="act-list act-main" aria-label={`${chosen ?? ''}出发的活动`}>
          {[...bySeries.values()].map((a) => (
            <li key={a.series}>
              <ActCard a={a} iid={iid} />
              <AppLink to={actLinks.originDetail({ iid, id: a.series })}>全部团期</AppLink>
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  );
}
