import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CouponPurse } from '../../platform/seller';
import { couponTemplates, memberCoupons } from './schema';

/** The member's coupons as the order kernel spends them (platform/seller.ts CouponPurse). */
export const couponPurse: CouponPurse = {
  held: (db, { iid, memberId }) =>
    db
      .select({
        id: memberCoupons.id,
        couponId: memberCoupons.couponId,
        name: couponTemplates.name,
        discountType: couponTemplates.discountType,
        minusPrice: couponTemplates.minusPrice,
        fullPrice: couponTemplates.fullPrice,
        endTime: couponTemplates.endTime,
        usedAt: memberCoupons.usedAt,
      })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.couponId))
      .where(and(eq(memberCoupons.iid, iid), eq(memberCoupons.memberId, memberId)))
      .orderBy(desc(memberCoupons.receivedAt), desc(memberCoupons.id)),

  async use(tx, coupon, now) {
    const taken = await tx
      .update(memberCoupons)
      .set({ usedAt: now })
      .where(
        and(
          eq(memberCoupons.id, coupon.id),
          eq(memberCoupons.iid, coupon.iid),
          eq(memberCoupons.memberId, coupon.memberId),
          isNull(memberCoupons.usedAt),
          sql`exists (select 1 from ${couponTemplates} where ${couponTemplates.id} = ${memberCoupons.couponId} and ${couponTemplates.endTime} > ${now})`,
        ),
      )
      .returning({ id: memberCoupons.id });
    return taken.length > 0;
  },

  async giveBack(tx, coupon) {
    await tx
      .update(memberCoupons)
      .set({ usedAt: null })
      .where(and(eq(memberCoupons.id, coupon.id), eq(memberCoupons.iid, coupon.iid), eq(memberCoupons.memberId, coupon.memberId)));
  },
};
