import { sign } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { MapView } from '@tongxin/ui/map';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { appEnv } from '../../../lib/env';
import { signLinks } from '../../../lib/links/sign-links';
import '../sign.css';

const COLOURS = { site: '#c8161d', done: '#07c160', campsite: '#1989fa', homestay: '#ff976a' } as const;
const KIND_LABEL = { site: '打卡点', campsite: '营地', homestay: '民宿' } as const;

/** /app/map and /app/sign/map: sign-in sites (done in green), campsites and homestays on one map; a tap opens the place. */
export function Component() {
  const { token } = useMemberSession();
  const signOnly = useLocation().pathname === signLinks.map.route;
  const places = useRead(tenantScope, sign.map, token ? { token } : {});
  const [picked, setPicked] = useState<string | null>(null);
  const shown = (places.data ?? []).filter((p) => !signOnly || p.kind === 'site');
  const current = shown.find((p) => p.id === picked) ?? null;
  return (
    <MemberPage title={signOnly ? '打卡地图' : '地图'}>
      {places.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : places.isError ? (
        <ErrorState error={places.error} onRetry={places.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState description="暂无地点" />
      ) : (
        <>
          <MapView
            label={signOnly ? '打卡点位地图' : '地点地图'}
            places={shown.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, title: p.name, color: p.kind === 'site' ? (p.done ? COLOURS.done : COLOURS.site) : COLOURS[p.kind] }))}
            onPlaceTap={(p) => setPicked(String(p.id))}
            tileUrl={appEnv.mapTileUrl}
            attribution={appEnv.mapAttribution}
            height={360}
          />
          {current ? (
            <section className="sign-section" aria-label="所选地点">
              <h2>{current.name}</h2>
              <p className="sign-meta">
                {KIND_LABEL[current.kind]}
                {current.kind === 'site' ? (current.done ? ' · 已打卡' : ' · 未打卡') : ''}
              </p>
              <AppLink to={current.link}>查看详情</AppLink>
            </section>
          ) : null}
          <section className="sign-section" aria-label="地点列表">
            {shown.map((p) => (
              <AppLink key={p.id} to={p.link} className="sign-site">
                <span>{p.name}</span>
                <span className={p.done ? 'sign-done' : 'sign-todo'}>{p.kind === 'site' ? (p.done ? '已打卡' : '未打卡') : KIND_LABEL[p.kind]}</span>
              </AppLink>
            ))}
          </section>
        </>
      )}
    </MemberPage>
  );
}
