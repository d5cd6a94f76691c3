import { coupon, order } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import type { Services } from '../../services';
import type { Member } from '../member/api';
import { expireDueOrdersOf, ordersOfMember } from '../order/api';
import { couponOf } from './api';
import { boughtCoupon, paidCoupon } from './seller';

const { onSale, waiting, held, soldOut, ended } = coupon.COUPON_SALE_STATE;

/** coupon.sale: a coupon sold for money as the member sees it, with what they can do (COUPON_SALE_STATE). */
export async function couponSale(s: Services, me: Member, couponId: number, now: Date): Promise<coupon.CouponSale> {
  const row = await paidCoupon(s.db, me.iid, String(couponId));
  if (!row) throw refuse(coupon.sale.errors.notOnSale);
  await expireDueOrdersOf(s, me.id);
  const bought = await boughtCoupon(s.db, me.id, row.id);
  let orderId = '';
  if (!bought.held && bought.live) {
    const orders = await ordersOfMember(s.db, { iid: me.iid, memberId: me.id }, [order.BUSINESS_TYPE.coupon]);
    orderId = orders.find((o) => o.status === order.ORDER_STATUS.waitingPayment && o.snapshot.couponId === row.id)?.orderId ?? '';
  }
  const state = bought.held ? held : orderId ? waiting : row.endTime <= now ? ended : row.stock !== null && row.stock <= 0 ? soldOut : onSale;
  return { ...couponOf(row), priceFen: row.priceFen, stock: row.stock, rules: row.rules, state, orderId };
}
