import { order, type CallDeclaration } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useEffect, useRef } from 'react';
import { memberScope } from '../scopes';
import { useOrderToCashier } from './order-to-cashier';
import type { OrderLine } from './use-checkout';

/** What the member picks on a confirm page: undefined coupon: not chosen yet (the best usable one is offered); null: none. */
export interface PriceChoices {
  couponId: number | null | undefined;
  useCoin: boolean;
}

export interface PricedOrderOptions {
  enabled: boolean;
  /** The member's coupon and points choices, when the page offers them (a draft of the page's). */
  choices?: PriceChoices & { discountCode?: string };
  /** Called with the best usable coupon until the member picks one (or none). */
  offerCoupon?: (couponId: number) => void;
  /** What the new order changes besides the order list. */
  invalidates?: readonly CallDeclaration[];
}

/**
 * Price, confirm, create: the server's price of `line` with the member's choices
 * (order.calculate), kept on screen while a new choice is priced, and `submit` creating the order
 * at exactly the shown amount before opening the cashier. A refused submit reads the price again.
 */
export function usePricedOrder(line: OrderLine, options: PricedOrderOptions) {
  const { choices } = options;
  const payload: OrderLine = choices
    ? { ...line, couponId: choices.couponId ?? undefined, useCoin: choices.useCoin ? 1 : 0, discountCode: choices.discountCode || undefined }
    : line;
  const priced = useRead(memberScope, order.calculate, payload, { enabled: options.enabled });
  // While a new choice is priced, the last price stays on screen (no flash of the skeleton).
  const last = useRef(priced.data);
  if (priced.data) last.current = priced.data;
  const shown = priced.data ?? last.current;
  const best = shown?.coupons.filter((c) => c.usable).sort((a, b) => b.saveFen - a.saveFen)[0];
  const { offerCoupon } = options;
  const unchosen = choices !== undefined && choices.couponId === undefined;
  useEffect(() => {
    if (unchosen && best && !priced.isFetching) offerCoupon?.(best.id);
  }, [unchosen, best, priced.isFetching, offerCoupon]);
  const cashier = useOrderToCashier(options.invalidates);

  /** Creates the order at the shown price (with `extra`: remark, message…) and opens the cashier. */
  async function submit(extra: Partial<OrderLine> = {}, onCreated?: () => void): Promise<void> {
    const fresh = priced.data;
    if (!fresh || cashier.pending) return;
    if (!(await cashier.submit({ ...payload, ...extra, payPrice: fresh.payFen }, onCreated))) void priced.refetch();
  }

  return { priced, shown, submit, submitting: cashier.pending };
}
