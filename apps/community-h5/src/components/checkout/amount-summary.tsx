import type { order } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';

/** The parts of a price the summary shows (order.calculate's answer, or an order's detail). */
export type PriceParts = Pick<order.OrderPrice, 'goodsFen' | 'feeFen' | 'insurFen' | 'couponFen' | 'promoFen' | 'pointsFen' | 'payFen'>;

/**
 * The amount summary of a confirm page or an order: goods, fees, insurance, what coupons, the
 * discount code and points took off, and what is paid. Every figure is the server's.
 */
export function AmountSummary({ price, payLabel = '实付金额' }: { price: PriceParts; payLabel?: string }) {
  const rows: [string, string][] = [['商品金额', formatFen(price.goodsFen)]];
  if (price.feeFen > 0) rows.push(['运费', `+${formatFen(price.feeFen)}`]);
  if (price.insurFen > 0) rows.push(['保险', `+${formatFen(price.insurFen)}`]);
  if (price.couponFen > 0) rows.push(['优惠券', `-${formatFen(price.couponFen)}`]);
  if (price.promoFen > 0) rows.push(['优惠码', `-${formatFen(price.promoFen)}`]);
  if (price.pointsFen > 0) rows.push(['积分抵扣', `-${formatFen(price.pointsFen)}`]);
  return (
    <section className="tx-card checkout-amounts" aria-label="金额明细">
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="checkout-pay">
          <dt>{payLabel}</dt>
          <dd>{formatFen(price.payFen)}</dd>
        </div>
      </dl>
    </section>
  );
}
