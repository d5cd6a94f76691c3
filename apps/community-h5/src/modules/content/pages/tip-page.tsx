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
import { api } from '../../../lib/api';
import { payStatusText, useContentPay } from '../components/use-content-pay';
import { contentPaths } from '../lib/content-links';

const AMOUNTS = [100, 500, 1000, 5000] as const;

/** /app/pay/dashang?id&iid: tips the host of a room (1–500 yuan); announced in the room once paid. */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const { iid } = useMemberSession();
  const [amount, setAmount] = useState<number>(AMOUNTS[1]);
  const room = useRead(tenantScope, content.liveRoom, { id: id ?? 0 }, { enabled: id !== null });
  const before = room.data?.tipsFen ?? 0;
  const pay = useContentPay({
    isTipped: async () => (await api.call(content.liveRoom, { iid, id: id ?? 0 })).tipsFen >= before + amount,
    reloads: [content.liveRoom, content.liveMessages],
  });
  if (id === null) return <MemberPage title="打赏"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (room.isPending) return <MemberPage title="打赏"><LoadingSkeleton rows={3} /></MemberPage>;
  if (room.isError) return <MemberPage title="打赏"><ErrorState error={room.error} onRetry={room.refetch} /></MemberPage>;
  const status = payStatusText(pay.phase, pay.message, pay.canPay);
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
      {pay.phase === 'paid' ? (
        <AppLink to={contentPaths.liveRoom(iid, id)} className="content-primary-link">
          返回直播间
        </AppLink>
      ) : (
        <Button block round type="primary" loading={pay.busy} disabled={pay.busy || !pay.canPay} onClick={() => void pay.tipRoom(id, amount)}>
          打赏 {formatFen(amount)}
        </Button>
      )}
    </MemberPage>
  );
}
