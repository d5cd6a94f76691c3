import { act } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** The current month in China time, YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
function shift(month: string, by: number): string {
  const [y = 2026, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** /app/act/origin/calendar?iid[&city][&month] — a month of departures: days with trips show the lowest price and places left; tap a trip to enrol. */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? (search.get('month') as string) : thisMonth();
  const city = search.get('city') ?? undefined;
  const trips = useVisitorQuery(act.departures, { month, city });
  const go = (m: string) => setSearch({ iid: String(iid), month: m, ...(city ? { city } : {}) }, { replace: true });
  const byDay = new Map<number, NonNullable<typeof trips.data>['list']>();
  for (const a of trips.data?.list ?? []) {
    const day = new Date(Date.parse(a.startAt) + 8 * 3_600_000).getUTCDate();
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  const [y = 2026, m = 1] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return (
    <MemberPage title="出发日历">
      <div className="act-row act-section">
        <button type="button" className="act-option" onClick={() => go(shift(month, -1))}>
          上个月
        </button>
        <strong>
          {y}年{m}月{city ? ` · ${city}出发` : ''}
        </strong>
        <button type="button" className="act-option" onClick={() => go(shift(month, 1))}>
          下个月
        </button>
      </div>
      {trips.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : trips.isError ? (
        <ErrorState error={trips.error} onRetry={trips.refetch} />
      ) : (
        <section className="act-section" aria-label={`${y}年${m}月出发的活动`}>
          {byDay.size === 0 ? <p className="act-muted">本月暂无出发的活动</p> : null}
          <ol className="act-list">
            {Array.from({ length: days }, (_, i) => i + 1)
              .filter((d) => byDay.has(d))
              .map((d) => (
                <li key={d}>
                  <strong>
                    {m}月{d}日
                  </strong>
                  {(byDay.get(d) ?? []).map((a) => (
                    <p key={a.id} className="act-row">
                      <AppLink to={actLinks.detail({ iid, id: a.id })}>{a.title}</AppLink>
                      <span className="act-muted">
                        {a.price ? formatFen(a.price) : '免费'} · 余{Math.max(0, a.quota - a.enrolled)}
                      </span>
                    </p>
                  ))}
                </li>
              ))}
          </ol>
        </section>
      )}
    </MemberPage>
  );
}
