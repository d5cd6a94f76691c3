import type { order } from '@tongxin/api-client';
import { formatDate, formatFen } from '@tongxin/ui';
import { Popup } from 'react-vant';

function couponTerms(c: order.OrderCoupon): string {
  const off = c.discountType === 1 ? `减${formatFen(c.minusPrice)}` : `${c.minusPrice / 10}折`;
  return c.fullPrice > 0 ? `满${formatFen(c.fullPrice)}${off}` : `无门槛${off}`;
}

export interface CouponSheetProps {
  open: boolean;
  coupons: readonly order.OrderCoupon[];
  /** The chosen held coupon, or null for none. */
  selected: number | null;
  onSelect: (id: number | null) => void;
  onClose: () => void;
}

/**
 * The coupon sheet of a confirm page: the member's usable coupons to pick (with what each takes
 * off this order), then the ones that cannot be used here, each with the server's reason.
 */
export function CouponSheet({ open, coupons, selected, onSelect, onClose }: CouponSheetProps) {
  const usable = coupons.filter((c) => c.usable);
  const unusable = coupons.filter((c) => !c.usable);
  const pick = (id: number | null) => {
    onSelect(id);
    onClose();
  };
  return (
    <Popup visible={open} position="bottom" round onClose={onClose} title="选择优惠券" closeable>
      <div className="checkout-sheet" role="dialog" aria-label="选择优惠券">
        <h3>可用优惠券（{usable.length}）</h3>
        {usable.length === 0 ? <p className="tx-muted">暂无可用优惠券</p> : null}
        <ul>
          {usable.map((c) => (
            <li key={c.id}>
              <button type="button" className="checkout-coupon" aria-pressed={selected === c.id} onClick={() => pick(c.id)}>
                <strong>{c.name}</strong>
                <span>{couponTerms(c)}，本单省 {formatFen(c.saveFen)}</span>
                <span className="tx-muted">有效期至 {formatDate(c.endTime, 2)}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="checkout-link" onClick={() => pick(null)}>
          不使用优惠券
        </button>
        {unusable.length > 0 ? (
          <>
            <h3>不可用优惠券（{unusable.length}）</h3>
            <ul aria-label="不可用优惠券">
              {unusable.map((c) => (
                <li key={c.id} className="checkout-coupon is-disabled">
                  <strong>{c.name}</strong>
                  <span>{couponTerms(c)}</span>
                  <span className="checkout-reason">不可用原因：{c.reason}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Popup>
  );
}
