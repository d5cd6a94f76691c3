import { act } from '@tongxin/api-client';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { dateRangeText, priceText, STATE_TEXT } from '../act-text';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** /app/act/origin/detail?iid&id (id = the trip's series) — one trip and its departure dates; enrol on a date. */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const series = search.get('id') ?? '';
  const dates = useVisitorQuery(act.departures, { series }, series !== '');
  const title = '团期';
  if (!series) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (dates.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (dates.isError) return <MemberPage title={title}><ErrorState error={dates.error} onRetry={dates.refetch} /></MemberPage>;
  const first = dates.data.list[0];
  if (!first) return <MemberPage title={title}><EmptyState description="暂无可报名的团期" /></MemberPage>;
  return (
    <MemberPage title={title}>
      <section className="act-section">
        <img src={first.cover} alt={first.title} width={320} height={200} style={{ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' }} />
        <h2>{first.title}</h2>
        <p className="act-muted">
          {first.originCity} → {first.destination} · {priceText(first.price)}
        </p>
      </section>
      <section className="act-section" aria-label="出发日期">
        <h2>出发日期</h2>
        <ul className="act-list">
          {dates.data.list.map((a) => (
            <li key={a.id} className="act-row">
              <span>
                {dateRangeText(a)} · 余{Math.max(0, a.quota - a.enrolled)}
              </span>
              {a.state === act.ACT_STATE.open ? (
                <AppLink to={actLinks.originEnroll({ iid, id: a.id })} className="act-btn">
                  报名
                </AppLink>
              ) : (
                <span className="act-muted">{STATE_TEXT[a.state]}</span>
              )}
            </li>
          ))}
        </ul>
        <AppLink to={actLinks.detail({ iid, id: first.id })}>行程详情</AppLink>
      </section>
    </MemberPage>
  );
}
