import { errorMessage, sign } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { MapView } from '@tongxin/ui/map';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { appEnv } from '../../../lib/env';
import { currentPosition, distanceText, metresBetween, type Position } from '../geo';
import { memberLinks } from '../../../lib/links/member-links';
import { signLinks } from '../../../lib/links/sign-links';
import '../sign.css';

/**
 * /app/sign/site?iid&id[&code]: a site on the map, how far the member is, and 打卡 — by location
 * (the server measures the distance against the site's radius) or, opened from the site's QR
 * code, by its code.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const navigate = useAppNavigate();
  const id = Number(search.get('id'));
  const code = search.get('code') ?? '';
  const valid = Number.isInteger(id) && id > 0;
  const site = useRead(tenantScope, sign.site, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const checkIn = useWrite(memberScope, sign.checkIn, { invalidates: [sign.site, sign.subject, sign.subjects, sign.records, sign.map] });
  const [here, setHere] = useState<Position | null>(null);
  const [result, setResult] = useState<sign.CheckInResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const s = site.data;

  async function punch(by: 'location' | 'qr') {
    if (!token) {
      navigate(memberLinks.login({ redirect: pathname + query }));
      return;
    }
    setFailure(null);
    try {
      let params: { siteId: number; lat?: number; lng?: number; code?: string } = { siteId: id, code };
      if (by === 'location') {
        const position = await currentPosition();
        setHere(position);
        params = { siteId: id, lat: position.lat, lng: position.lng };
      }
      const done = await checkIn.mutateAsync(params);
      setResult(done);
      toast.success(`打卡成功 +${done.points}积分`);
    } catch (error) {
      const message = errorMessage(error) || (error instanceof Error ? error.message : '打卡失败');
      setFailure(message);
      toast.fail(message);
    }
  }

  return (
    <MemberPage title={s?.name ?? '打卡点位'}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : site.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : site.isError ? (
        <ErrorState error={site.error} onRetry={site.refetch} />
      ) : s ? (
        <>
          <Picture src={s.image} alt="" ratio={15 / 8} />
          <section className="sign-section">
            <h2>{s.name}</h2>
            <p className="sign-meta">
              <AppLink to={signLinks.subject({ iid, subjectid: s.subjectId })}>{s.subjectTitle}</AppLink> · {s.areaName}
            </p>
            <p className="sign-meta">{s.address}</p>
            <p>{s.intro}</p>
            <p className="sign-meta">
              打卡范围 {s.radius}米 · 奖励 {s.points}积分{here ? ` · 距您 ${distanceText(metresBetween(here, s))}` : ''}
            </p>
          </section>
          <MapView
            label={`${s.name}地图`}
            places={[{ id: s.id, lat: s.lat, lng: s.lng, title: s.name, color: s.doneAt ? '#07c160' : undefined }]}
            location={here}
            tileUrl={appEnv.mapTileUrl}
            attribution={appEnv.mapAttribution}
            height={200}
          />
          {result ? (
            <div className="sign-result" role="status">
              <strong>打卡成功</strong>
              <p>
                获得 {result.points} 积分 · 已打卡 {result.doneCount}/{result.siteCount} 个点位
              </p>
              {result.completed ? <AppLink to={signLinks.certificate({ iid, subjectId: s.subjectId })}>全部点位已完成，领取证书</AppLink> : null}
            </div>
          ) : s.doneAt ? (
            <div className="sign-result" role="status">
              已于 {new Date(s.doneAt).toLocaleString('zh-CN', { hour12: false })} 在此打卡
            </div>
          ) : (
            <div className="sign-actions">
              {failure ? (
                <p role="alert" className="sign-meta">
                  {failure}
                </p>
              ) : null}
              <Button type="primary" block loading={checkIn.isPending} disabled={s.subjectState !== sign.SUBJECT_STATE.open} onClick={() => void punch('location')}>
                {s.subjectState === sign.SUBJECT_STATE.open ? '定位打卡' : s.subjectState === sign.SUBJECT_STATE.notStarted ? '活动未开始' : '活动已结束'}
              </Button>
              {code && s.subjectState === sign.SUBJECT_STATE.open ? (
                <Button block plain onClick={() => void punch('qr')}>
                  扫码打卡
                </Button>
              ) : null}
            </div>
          )}
        </>
      ) : null}
    </MemberPage>
  );
}
