import { act } from '@tongxin/api-client';
import { MapView } from '@tongxin/ui/map';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { dateRangeText } from '../act-text';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/**
 * /app/route/detail?iid&id and /app/trip/:id (the named tripIndex screen, whose root font size
 * follows spec §2's tripIndex rule, set by the shell from the route name): an activity's route —
 * the map with its track and sign places, distance, climb, days and difficulty.
 */
export function Component() {
  const params = useParams();
  // /app/trip/:id has params.id: the tripIndex screen, on its own root size.
  const trip = params.id !== undefined;
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  const iid = Number(search.get('iid')) || 1000;
  const detail = useVisitorQuery(act.detail, { id }, id > 0);
  const title = '线路详情';
  const frame = (body: ReactNode) => (
    <div className={trip ? 'act-trip' : undefined}>
      <MemberPage title={title}>{body}</MemberPage>
    </div>
  );
  if (!(id > 0)) return frame(<EmptyState description="缺少参数无法查看线路" />);
  if (detail.isPending) return frame(<LoadingSkeleton rows={3} />);
  if (detail.isError) return frame(<ErrorState error={detail.error} onRetry={detail.refetch} />);
  const a = detail.data;
  const track = a.route.track.map(([lat, lng]) => ({ lat, lng }));
  return frame(
    <div className="act-page">
      <section className="act-section" aria-label="线路">
        <h2>{a.title}</h2>
        <MapView
          label="线路地图"
          track={track}
          places={a.signPlaces.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, title: p.name }))}
          height={220}
        />
        <div className="act-stats">
          <span>
            <strong>{a.route.distanceKm}</strong>公里
          </span>
          <span>
            <strong>{a.route.climbM}</strong>爬升(米)
          </span>
          <span>
            <strong>{a.days}</strong>天
          </span>
          <span>
            <strong>{a.difficulty || '—'}</strong>难度
          </span>
        </div>
        <p className="act-muted">
          {a.originCity} → {a.destination} · {dateRangeText(a)}
        </p>
      </section>
      <section className="act-section" aria-label="线路介绍">
        <h2>线路介绍</h2>
        {a.schedule.map((d) => (
          <p key={d.title}>
            <strong>{d.title}</strong> {d.text}
          </p>
        ))}
        <AppLink to={actLinks.detail({ iid, id: a.id })}>查看活动</AppLink>
      </section>
    </div>,
  );
}
