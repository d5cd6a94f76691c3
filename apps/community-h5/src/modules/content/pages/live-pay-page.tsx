import { contentLinks } from '../../../lib/links/content-links';
import { memberLinks } from '../../../lib/links/member-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, formatDate, formatFen, LoadingSkeleton } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { payStatusText, useContentPay } from '../components/use-content-pay';

/** /app/pay/liveDetail?id&cid&iid (and liveContent?id): a paid room's gate — price, intro, buy; then into the room. */
export function Component() {
  const [search] = useSearchParams();
  const here = useLocation();
  const id = Number(search.get('id')) || null;
  const { iid, token } = useMemberSession();
  const room = useRead(tenantScope, content.liveRoom, { id: id ?? 0, token: token ?? undefined }, { enabled: id !== null });
  const pay = useContentPay({ reloads: [content.liveRoom, content.liveList] });
  if (id === null) return <MemberPage title="付费直播"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (room.isPending) return <MemberPage title="付费直播"><LoadingSkeleton rows={4} /></MemberPage>;
  if (room.isError) return <MemberPage title="付费直播"><ErrorState error={room.error} onRetry={room.refetch} /></MemberPage>;
  const r = room.data;
  const status = payStatusText(pay.phase, pay.canPay);
  return (
    <MemberPage title="付费直播">
      <article className="content-series" aria-label={r.title}>
        <Picture src={r.cover} alt={r.title} ratio={16 / 9} />
        <h2 className="content-title">{r.title}</h2>
        <p className="content-meta">
          <span>主播 {r.host}</span>
          <span>{formatDate(r.startAt, 4)}</span>
        </p>
        <p className="content-intro">{r.intro}</p>
        <p className="content-price-line">{r.price > 0 ? formatFen(r.price) : '免费'}</p>
      </article>
      <div className="content-buy-bar">
        {status ? <p role="status">{status}</p> : null}
        {r.bought || pay.paid ? (
          <AppLink to={contentLinks.liveRoom({ iid, id: r.id })} className="content-primary-link">
            进入直播间
          </AppLink>
        ) : token ? (
          <Button block round type="primary" loading={pay.busy} disabled={pay.busy || !pay.canPay} onClick={() => void pay.buyItem(r.id, true)}>
            立即购买 {formatFen(r.price)}
          </Button>
        ) : (
          <AppLink to={memberLinks.login({ redirect: here.pathname + here.search })} className="content-primary-link">
            登录后购买
          </AppLink>
        )}
      </div>
    </MemberPage>
  );
}
