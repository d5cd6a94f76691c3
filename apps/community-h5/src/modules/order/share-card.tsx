import { order } from '@tongxin/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { Countdown, formatFen } from '@tongxin/ui';
import { useState, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../components/member-kit';
import { Picture } from '../../components/picture';

type BuyShare = order.BuyShare;

/** How a friend-pay share stands, in the words both sides read. */
export function shareStatusText(share: BuyShare): string {
  if (order.isPaidStatus(share.status))
    return share.supporterName ? `${share.supporterName} 已为这笔订单代付成功` : '订单已支付';
  if (share.status !== order.ORDER_STATUS.waitingPayment) return '订单已取消或已超时，代付已失效';
  if (share.supporterName)
    return share.supportedByMe ? '您正在为这笔订单付款' : `${share.supporterName} 正在付款…`;
  return '等待好友付款';
}

/** While a share's order waits, how often its pages read it again (a friend may pay any moment). */
export const SHARE_POLL_MS = 3000;

export const shareWaiting = (share: BuyShare | undefined) =>
  share?.status === order.ORDER_STATUS.waitingPayment;

/**
 * Reading a share again every few seconds while its order waits (a friend may pay any moment),
 * and no more once it is paid or closed: `interval` for the read, `seen` with each answer.
 */
export function useSharePoll(): {
  interval: number | false;
  seen: (share: BuyShare | undefined) => void;
} {
  const [polling, setPolling] = useState(true);
  return {
    interval: polling ? SHARE_POLL_MS : false,
    seen: (share) => {
      if (share && shareWaiting(share) !== polling) setPolling(shareWaiting(share));
    },
  };
}

/** A friend-pay page: what is missing from its link, loading, the refusal, else the share. */
export function SharePage({
  title,
  missing,
  query,
  onError,
  children,
}: {
  title: string;
  missing: string | null;
  query: UseQueryResult<BuyShare, Error>;
  /** Shown under the refusal (the buyer's way back to the order). */
  onError?: ReactNode;
  children: (share: BuyShare) => ReactNode;
}) {
  return (
    <MemberPage title={title}>
      {missing ? (
        <EmptyState description={missing} />
      ) : query.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : query.isError ? (
        <>
          <ErrorState error={query.error} onRetry={query.refetch} />
          {onError}
        </>
      ) : (
        children(query.data)
      )}
    </MemberPage>
  );
}

/**
 * The order of a friend-pay share: goods, the amount the friend pays, the countdown to the
 * order's automatic cancellation (on the server's clock) and how it stands.
 */
export function ShareCard({ share, onExpired }: { share: BuyShare; onExpired: () => void }) {
  const offset = Date.parse(share.serverTime) - Date.now();
  const items =
    share.items.length > 0
      ? share.items
      : [
          {
            title: share.title,
            image: share.image,
            spec: '',
            unitFen: share.payFen,
            num: share.num,
            ref: '',
          },
        ];
  return (
    <section className="tx-card order-share" aria-label="代付订单">
      <ul className="order-share-items" aria-label="商品">
        {items.map((item) => (
          <li key={`${item.ref}-${item.title}`} className="order-goods">
            {item.image ? (
              <div className="order-thumb">
                <Picture src={item.image} alt="" ratio={80 / 60} radius={4} />
              </div>
            ) : null}
            <div>
              <h2>{item.title}</h2>
              {item.spec ? <p className="tx-muted">{item.spec}</p> : null}
              <p className="tx-muted">× {item.num}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="order-share-amount">
        代付金额 <strong aria-label="代付金额">{formatFen(share.payFen)}</strong>
      </p>
      {shareWaiting(share) && share.expiresAt ? (
        <p>
          <Countdown
            deadline={share.expiresAt}
            offset={offset}
            prefix="剩余支付时间"
            onEnd={onExpired}
          />
          <span className="tx-muted"> 后订单自动取消</span>
        </p>
      ) : null}
      <p role="status" className="order-share-state">
        {shareStatusText(share)}
      </p>
    </section>
  );
}
