import type { coupon } from '@tongxin/api-client/catalogue';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponTemplates, memberCoupons } from './schema';

/** The ids of the coupons (templates) a member of the tenant holds, used or not. */
export async function heldCouponIds(db: Db, iid: number, memberId: number): Promise<Set<number>> {
  const rows = await db
    .select({ couponId: memberCoupons.couponId })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.iid, iid), eq(memberCoupons.memberId, memberId)));
  return new Set(rows.map((r) => r.couponId));
}

type CouponRow = typeof couponTemplates.$inferSelect;

/** The tenant's coupons open for claiming (free ones) at `now`, soonest ending first (coupon.open's reply). */
export async function openCoupons(db: Db, iid: number, now: Date): Promise<coupon.Coupon[]> {
  const rows = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.iid, iid), gt(couponTemplates.endTime, now), eq(couponTemplates.priceFen, 0)))
    .orderBy(asc(couponTemplates.endTime), asc(couponTemplates.id));
  return rows.map(couponOf);
}

/** The tenant's coupons sold for money and not ended at `now`, soonest ending first (coupon.forSale's reply). */
export async function couponsForSale(db: Db, iid: number, now: Date) {
  const rows = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.iid, iid), gt(couponTemplates.endTime, now), gt(couponTemplates.priceFen, 0)))
    .orderBy(asc(couponTemplates.endTime), asc(couponTemplates.id));
  return rows.map((r) => ({ ...couponOf(r), priceFen: r.priceFen, stock: r.stock }));
}

/** The tenant's coupons of these ids, by id (e.g. a popup's coupon pack). */
export async function couponsOf(db: Db, iid: number, ids: readonly number[]): Promise<coupon.Coupon[]> {
  const rows = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.iid, iid), inArray(couponTemplates.id, [...ids])))
    .orderBy(asc(couponTemplates.id));
  return rows.map(couponOf);
}

export function couponOf(r: CouponRow): coupon.Coupon {
  return {
    id: r.id,
    name: r.name,
    discountType: r.discountType,
    minusPrice: r.minusPrice,
    fullPrice: r.fullPrice,
    endTime: r.endTime.toISOString(),
  };
}
