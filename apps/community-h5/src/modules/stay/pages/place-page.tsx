import { stay } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { MapView } from '@tongxin/ui/map';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { appEnv } from '../../../lib/env';
import { stayLinks } from '../../../lib/links/stay-links';
import '../stay.css';

/** /app/campsite/:iid/:campsiteId and /app/bnb/:iid/:bnbId: photos, facilities, location, rooms or pitches, packages. */
export function Component() {
  const { iid } = useMemberSession();
  const params = useParams();
  const id = Number(params.campsiteId ?? params.bnbId);
  const valid = Number.isInteger(id) && id > 0;
  const place = useRead(tenantScope, stay.place, { id }, { enabled: valid });
  const p = place.data;
  return (
    <MemberPage title={p?.name ?? (params.bnbId ? '民宿详情' : '营地详情')}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : place.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : place.isError ? (
        <ErrorState error={place.error} onRetry={place.refetch} />
      ) : p ? (
        <PageRefresh queries={[place]}>
          <div className="stay-gallery" aria-label="照片">
            {p.images.map((src) => (
              <img key={src} src={src} alt="" />
            ))}
          </div>
          <section className="stay-section" aria-label="简介">
            <p className="stay-meta">
              {p.region} · 评分 {p.rating.toFixed(1)} · <a href={`tel:${p.phone}`}>电话咨询</a>
            </p>
            <p>{p.intro}</p>
            <div className="stay-tags">
              {p.facilities.map((f) => (
                <span key={f}>{f}</span>
              ))}
            </div>
          </section>
          <section className="stay-section" aria-label="位置">
            <h2>位置</h2>
            <p className="stay-meta">{p.address}</p>
            <MapView label={`${p.name}位置`} places={[{ id: p.id, lat: p.lat, lng: p.lng, title: p.name }]} tileUrl={appEnv.mapTileUrl} attribution={appEnv.mapAttribution} height={180} />
          </section>
          <section className="stay-section" aria-label={p.type === stay.STAY_TYPE.homestay ? '房型' : '房型与营位'}>
            <h2>{p.type === stay.STAY_TYPE.homestay ? '房型' : '房型与营位'}</h2>
            {p.rooms.length === 0 ? <p className="stay-meta">暂无可订房型</p> : null}
            {p.rooms.map((r) => (
              <div key={r.id} className="stay-room">
                <Picture src={r.image} alt="" width={72} ratio={4 / 3} radius={4} style={{ flex: 'none' }} />
                <div className="grow">
                  <h3>{r.name}</h3>
                  <p className="stay-meta">
                    可住{r.capacity}人 · {r.bed}
                  </p>
                  <p className="stay-meta">{r.remainingTonight > 0 ? `今晚剩余${r.remainingTonight}间` : '今晚已满'}</p>
                </div>
                <div>
                  <p className="stay-price">{formatFen(r.price)}/晚</p>
                  <AppLink to={stayLinks.room({ iid, id: r.id })} aria-label={`预订${r.name}`}>
                    预订
                  </AppLink>
                </div>
              </div>
            ))}
          </section>
          {p.packages.length > 0 ? (
            <section className="stay-section" aria-label="套餐">
              <h2>套餐</h2>
              {p.packages.map((k) => (
                <AppLink key={k.id} to={stayLinks.package({ iid, packageId: k.id })} className="stay-room">
                  <span className="grow">{k.title}</span>
                  <span className="stay-price">{formatFen(k.price)}</span>
                </AppLink>
              ))}
            </section>
          ) : null}
          <section className="stay-section" aria-label="须知">
            <h2>预订须知</h2>
            <p className="stay-meta">{p.notice}</p>
          </section>
        </PageRefresh>
      ) : null}
    </MemberPage>
  );
}
