import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, formatFen, LoadingSkeleton } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { payStatusText, useContentPay } from '../components/use-content-pay';

const AMOUNTS = [100, 500, 1000, 5000] as const;
/** What the page says once the tip's payment is in (the room hears of it at the same time). */
const TIPPED = '打赏成功，已在直播间播报，谢谢你的支持';

/**
 * /app/pay/dashang?id&iid: tips the host of a room — an order of the kernel (BUSINESS_TYPE.tip)
 * the server checks (1–500 yuan) — announced in the room once the payment is in.
 */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const { iid } = useMemberSession();
  const [amount, setAmount] = useState<number>(AMOUNTS[1]);
  const room = useRead(tenantScope, content.liveRoom, { id: id ?? 0 }, { enabled: id !== null });
  const pay = useContentPay({ reloads: [content.liveRoom, content.liveMessages] });
  if (id === null) return <MemberPage title="打赏"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (room.isPending) return <MemberPage title="打赏"><LoadingSkeleton rows={3} /></MemberPage>;
  if (room.isError) return <MemberPage title="打赏"><ErrorState error={room.error} onRetry={room.refetch} /></MemberPage>;
  const status = pay.paid ? TIPPED : payStatusText(pay.phase, pay.canPay);
  return (
    <MemberPage title="打赏主播">
      <p className="content-title">打赏 {room.data.host}</p>
      <div className="content-amounts" role="radiogroup" aria-label="打赏金额">
        {AMOUNTS.map((a) => (
          <button key={a} type="button" role="radio" aria-checked={amount === a} onClick={() => setAmount(a)}>
            {formatFen(a)}
          </button>
        ))}
      </div>
      {status ? <p role="status">{status}</p> : null}
      {pay.paid ? (
        <div className="content-actions">
          <AppLink to={contentLinks.liveRoom({ iid, id })} className="content-primary-link">
            返回直播间
          </AppLink>
          <button type="button" onClick={pay.reset}>
            再打赏一次
          </button>
        </div>
      ) : (
        <Button block round type="primary" loading={pay.busy} disabled={pay.busy || !pay.canPay} onClick={() => void pay.tipRoom(id, amount)}>
          打赏 {formatFen(amount)}
        </Button>
      )}
    </MemberPage>
  );
}
