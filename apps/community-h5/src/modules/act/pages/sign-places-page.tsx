import { act } from '@tongxin/api-client';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { dateTimeText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** /app/act/signPlaces?iid&actId — the activity's gathering and boarding points with their check-in counts. */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const actId = Number(search.get('actId') ?? search.get('id'));
  const places = useRead(memberScope, act.signPlaces, { actId }, { enabled: actId > 0 });
  const title = '签到点';
  if (!(actId > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (places.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (places.isError) return <MemberPage title={title}><ErrorState error={places.error} onRetry={places.refetch} /></MemberPage>;
  if (places.data.places.length === 0) return <MemberPage title={title}><EmptyState description="本活动没有签到点" /></MemberPage>;
  return (
    <MemberPage title={title}>
      {places.data.places.map((p) => (
        <section key={p.id} className="act-section" aria-label={p.name}>
          <h2>{p.name}</h2>
          <p className="act-muted">
            {p.address} · {dateTimeText(p.time)}
          </p>
          <p>
            已签到 {p.signed}/{p.total} · <a href={`https://uri.amap.com/marker?position=${p.lng},${p.lat}&name=${encodeURIComponent(p.name)}`}>导航</a> ·{' '}
            <AppLink to={`${actLinks.roster({ iid, actId })}&placeId=${p.id}`}>名单</AppLink>
          </p>
        </section>
      ))}
      <section className="act-section">
        <AppLink to={actLinks.sign({ iid, actId })}>去签到</AppLink>
      </section>
    </MemberPage>
  );
}
