import { act } from '@tongxin/api-client';
import { QrCode, toast } from '@tongxin/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { dateTimeText, problemText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** The device's position, or the reason there is none. */
function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('当前浏览器不支持定位，请扫描签到点的二维码'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => reject(new Error('无法获取位置，请允许定位或扫描签到点的二维码')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  });
}

/**
 * /app/act/sign?iid&actId — the participant checks in: at each sign place by location (within its
 * radius) or with the code printed on the place's QR sign; shows who of the group has checked in
 * where, and the group's enrolment code (QR) for the leader.
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const actId = Number(search.get('actId') ?? search.get('id'));
  const navigate = useAppNavigate();
  const places = useRead(memberScope, act.signPlaces, { actId }, { enabled: actId > 0 });
  const sign = useWrite(memberScope, act.sign, { invalidates: [act.signPlaces, act.signRecords] });
  const [qr, setQr] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ placeId: number; message: string } | null>(null);

  async function checkIn(placeId: number, how: 'location' | 'qr') {
    setBusy(placeId);
    setFailed(null);
    try {
      const where = how === 'location' ? await locate() : { qr: (qr[placeId] ?? '').trim() };
      if (how === 'qr' && !('qr' in where && where.qr)) throw new Error('请输入签到点二维码上的签到口令');
      const result = await sign.mutateAsync({ actId, placeId, ...where });
      toast.success('签到成功');
      navigate(actLinks.signResult({ iid, actId, place: result.place, signed: result.signed, at: result.at }));
    } catch (error) {
      const message = problemText(error);
      setFailed({ placeId, message });
      void places.refetch();
    } finally {
      setBusy(null);
    }
  }

  const title = '活动签到';
  if (!(actId > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法签到" /></MemberPage>;
  if (places.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (places.isError) return <MemberPage title={title}><ErrorState error={places.error} onRetry={places.refetch} /></MemberPage>;
  const d = places.data;
  return (
    <MemberPage title={title}>
      <div className="act-page">
        <section className="act-section" aria-label="活动">
          <h2>{d.title}</h2>
          {d.orderId ? null : <p className="act-alert">您没有本活动已支付的报名，无法签到</p>}
        </section>
        {d.signCode ? (
          <section className="act-section" aria-label="我的签到码">
            <h2>我的签到码</h2>
            <QrCode value={d.signCode} label="我的签到码" size={120} />
            <p>
              报名码 <strong>{d.signCode}</strong>：请在活动现场出示此码，由领队签到
            </p>
          </section>
        ) : null}
        {d.places.length === 0 ? <EmptyState description="本活动没有签到点" /> : null}
        {d.places.map((p) => {
          const mine = d.mine.filter((m) => m.signedPlaces.includes(p.id));
          return (
            <section key={p.id} className="act-section" aria-label={`签到点 ${p.name}`}>
              <h2>{p.name}</h2>
              <p className="act-muted">
                {p.address} · {dateTimeText(p.time)} · 签到范围 {p.radius} 米 · 已签到 {p.signed}/{p.total}
              </p>
              {d.mine.length ? (
                <p>
                  {mine.length === d.mine.length ? '已签到' : '未签到'}：{d.mine.map((m) => `${m.name}${m.signedPlaces.includes(p.id) ? '✓' : ''}`).join('、')}
                </p>
              ) : null}
              {failed?.placeId === p.id ? (
                <p role="alert" className="act-alert">
                  {failed.message}
                </p>
              ) : null}
              {d.orderId && mine.length < d.mine.length ? (
                <>
                  <button type="button" className="act-btn" disabled={busy !== null} onClick={() => void checkIn(p.id, 'location')}>
                    {busy === p.id ? '签到中…' : '定位签到'}
                  </button>
                  <div className="act-field">
                    <label htmlFor={`qr-${p.id}`}>二维码口令</label>
                    <input id={`qr-${p.id}`} value={qr[p.id] ?? ''} onChange={(e) => setQr({ ...qr, [p.id]: e.target.value })} placeholder="扫码或输入签到点二维码上的口令" />
                  </div>
                  <button type="button" className="act-btn act-btn--ghost" disabled={busy !== null} onClick={() => void checkIn(p.id, 'qr')}>
                    扫码签到
                  </button>
                </>
              ) : null}
            </section>
          );
        })}
        <section className="act-section">
          <AppLink to={actLinks.records({ iid })}>我的签到记录</AppLink>
        </section>
      </div>
    </MemberPage>
  );
}
