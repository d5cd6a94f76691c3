import { order } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import type { Seller } from '../../platform/seller';
import { activateCard, planOnSale } from '../vip/api';

const errors = order.create.errors;

/**
 * Vip cards through the kernel (vipBuy → /app/pay/vip-buy): orderType BUSINESS_TYPE.vip, the
 * card's plan id as `keys`, one at a time. Nothing runs out; the card is activated (or extended)
 * by the verified payment.
 */
export const vipSeller: Seller = {
  businessType: order.BUSINESS_TYPE.vip,
  async quote(tx, line) {
    const planId = Number(line.keys);
    if (!line.keys || !Number.isInteger(planId) || planId <= 0) throw refuse(errors.noPlan);
    if (line.num !== 1) throw refuse(errors.oneCard);
    const plan = await planOnSale(tx, line.iid, planId);
    if (!plan) throw refuse(errors.planNotFound);
    return { title: plan.title, image: plan.image, unitFen: plan.price, num: 1, snapshot: { planId: plan.id } };
  },
  async reserve() {},
  async release() {},
  async paid(tx, sold) {
    const planId = Number(sold.keys);
    if (!sold.paidAt || !Number.isInteger(planId)) return;
    await activateCard(tx, { iid: sold.iid, memberId: sold.memberId, planId, tradeNo: sold.tradeNo, now: sold.paidAt });
  },
};
