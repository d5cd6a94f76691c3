import { errorMessage, type order } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-vant';
import { AmountSummary } from './amount-summary';
import { CouponSheet } from './coupon-sheet';
import { PointsRow } from './points-row';
import type { PriceChoices } from './use-priced-order';

export interface CheckoutFormProps {
  /** The server's price on screen (usePricedOrder's `shown`). */
  price: order.OrderPrice;
  /** The pricing read: its refusal (a coupon no longer usable…) is shown above the form, with 重新选择. */
  pricing: { isError: boolean; error: unknown; isFetching: boolean };
  choices: PriceChoices;
  /** The member picks a coupon (null: none) or switches the points. */
  onChoose: { (field: 'couponId', value: number | null): void; (field: 'useCoin', value: boolean): void };
  submitting: boolean;
  onSubmit: () => void;
  /** The form's accessible name (a landmark when given). */
  label?: string;
  /** Rows of the 优惠 card before the coupon (a fee) and after the points (a discount code, a remark). */
  firstRows?: ReactNode;
  lastRows?: ReactNode;
  /** What the page says under the amounts (how long the order waits for its payment). */
  note: ReactNode;
  /** What is bought (the address, the goods), between the refusal and the 优惠 card. */
  children?: ReactNode;
}

/**
 * The confirm form of every page that sells through the order kernel at a price with choices:
 * the coupon row and its sheet (the unusable coupons with the server's reason), the points
 * switch, the amount summary and the bar with 实付 and 提交订单. The page gives what it sells.
 */
export function CheckoutForm({ price, pricing, choices, onChoose, submitting, onSubmit, label, firstRows, lastRows, note, children }: CheckoutFormProps) {
  const [sheet, setSheet] = useState(false);
  const couponText = price.couponFen > 0 ? `-${formatFen(price.couponFen)}` : price.coupons.some((c) => c.usable) ? '不使用优惠券' : '暂无可用';
  return (
    <form
      className="pay-confirm"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {pricing.isError ? (
        <p role="alert" className="pay-problem">
          {errorMessage(pricing.error)}
          <button type="button" className="checkout-link" onClick={() => onChoose('couponId', null)}>
            重新选择
          </button>
        </p>
      ) : null}
      {children}
      <section className="tx-card" aria-label="优惠">
        {firstRows}
        <div className="checkout-row">
          <span>优惠券</span>
          <button type="button" className="checkout-link" onClick={() => setSheet(true)}>
            {couponText} ›
          </button>
        </div>
        <PointsRow price={price} checked={choices.useCoin} onChange={(v) => onChoose('useCoin', v)} />
        {lastRows}
      </section>
      <AmountSummary price={price} />
      <p className="tx-muted pay-hold">{note}</p>
      <div className="checkout-bar">
        <span>
          实付 <strong aria-label="实付金额">{formatFen(price.payFen)}</strong>
        </span>
        <Button type="primary" round nativeType="submit" loading={submitting || pricing.isFetching} disabled={pricing.isError}>
          提交订单
        </Button>
      </div>
      <CouponSheet open={sheet} coupons={price.coupons} selected={choices.couponId ?? null} onSelect={(id) => onChoose('couponId', id)} onClose={() => setSheet(false)} />
    </form>
  );
}
