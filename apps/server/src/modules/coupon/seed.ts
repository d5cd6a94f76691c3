import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { couponTemplates, memberCoupons } from './schema';

const DAY = 86_400_000;

/** Tenant 1000's coupons (one ended, two sold for money; amounts in fen), and the demo member's: one usable, one used, one expired. */
export async function seedCoupons(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const far = new Date(now.getTime() + 365 * DAY);
  await db.insert(couponTemplates).values([
    { id: 1001, iid, name: '满100减10元券', discountType: 1, minusPrice: 1000, fullPrice: 10000, endTime: far },
    { id: 1002, iid, name: '活动8.5折券', discountType: 2, minusPrice: 85, fullPrice: 0, endTime: far },
    { id: 1003, iid, name: '新人5元无门槛券', discountType: 1, minusPrice: 500, fullPrice: 0, endTime: far },
    { id: 1004, iid, name: '民宿满300减50元券', discountType: 1, minusPrice: 5000, fullPrice: 30000, endTime: far },
    { id: 1005, iid, name: '夏季露营9折券', discountType: 2, minusPrice: 90, fullPrice: 20000, endTime: new Date(now.getTime() - 10 * DAY) },
    // Sold for money on /app/pay/payCoupon: one on sale, one sold out.
    { id: 1006, iid, name: '商城满200减50元券', discountType: 1, minusPrice: 5000, fullPrice: 20000, endTime: far, priceFen: 990, stock: 100, rules: '限商城商品使用，满200元可用；每人限购1张；购买后不可转赠，未使用可申请退款。' },
    { id: 1007, iid, name: '民宿立减100元券', discountType: 1, minusPrice: 10000, fullPrice: 50000, endTime: far, priceFen: 1990, stock: 0, rules: '限民宿预订使用，满500元可用；每人限购1张。' },
  ]);
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(memberCoupons).values([
    { iid, memberId, couponId: 1004, receivedAt: new Date(now.getTime() - 5 * DAY) },
    { iid, memberId, couponId: 1003, receivedAt: new Date(now.getTime() - 40 * DAY), usedAt: new Date(now.getTime() - 35 * DAY) },
    { iid, memberId, couponId: 1005, receivedAt: new Date(now.getTime() - 60 * DAY) },
  ]);
}
