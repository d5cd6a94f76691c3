import { coupon } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The coupon module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(coupon.list, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, status: coupon.COUPON_STATUS.usable };
  }),
  example(coupon.claim, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, couponIds: '[1001,1002]' };
  }),
  example(coupon.claimOne, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, couponId: 1003 };
  }),
  example(coupon.open, { iid: 1000 }),
  example(coupon.forSale, { iid: 1000 }),
  example(coupon.sale, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, couponId: 1006 };
  }),
];
