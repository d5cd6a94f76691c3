import { order } from '@tongxin/api-client';
import { Countdown, formatFen } from '@tongxin/ui';
import { Picture } from '../../components/picture';

type BuyShare = order.BuyShare;

/** How a friend-pay share stands, in the words both sides read. */
export function shareStatusText(share: BuyShare): string {
  if (order.isPaidStatus(share.status)) return share.supporterName ? `${share.supporterName} 已为这笔订单代付成功` : '订单已支付';
  if (share.status !== order.ORDER_STATUS.waitingPayment) return '订单已取消或已超时，代付已失效';
  if (share.supporterName) return share.supportedByMe ? '您正在为这笔订单付款' : `${share.supporterName} 正在付款…`;
  return '等待好友付款';
}

/** While a share's order waits, how often its pages read it again (a friend may pay any moment). */
export const SHARE_POLL_MS = 3000;

export const shareWaiting = (share: BuyShare | undefined) => share?.status === order.ORDER_STATUS.waitingPayment;

/**
 * The order of a friend-pay share: goods, the amount the friend pays, the countdown to the
 * order's automatic cancellation (on the server's clock) and how it stands.
 */
export function ShareCard({ share, onExpired }: { share: BuyShare; onExpired: () => void }) {
  const offset = Date.parse(share.serverTime) - Date.now();
  const items = share.items.length > 0 ? share.items : [{ title: share.title, image: share.image, spec: '', unitFen: share.payFen, num: share.num, ref: '' }];
  return (
    <section className="member-card order-share" aria-label="代付订单">
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
              {item.spec ? <p className="member-muted">{item.spec}</p> : null}
              <p className="member-muted">× {item.num}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="order-share-amount">
        代付金额 <strong aria-label="代付金额">{formatFen(share.payFen)}</strong>
      </p>
      {shareWaiting(share) && share.expiresAt ? (
        <p>
          <Countdown deadline={share.expiresAt} offset={offset} prefix="剩余支付时间" onEnd={onExpired} />
          <span className="member-muted"> 后订单自动取消</span>
        </p>
      ) : null}
      <p role="status" className="order-share-state">
        {shareStatusText(share)}
      </p>
    </section>
  );
}
