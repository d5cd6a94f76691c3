import type { coupon } from '@tongxin/api-client/catalogue';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

/** A coupon the member holds (their member_coupons row), with its terms and whether it is still unused. */
export interface HeldCoupon {
  /** The held coupon's own id (coupon.list's `id`): what an order names as couponId. */
  readonly id: number;
  readonly couponId: number;
  readonly name: string;
  readonly discountType: number;
  readonly minusPrice: number;
  readonly fullPrice: number;
  readonly endTime: Date;
  readonly usedAt: Date | null;
}

/** Every coupon the member holds in the tenant, used or not, newest claim first (the order kernel's coupon sheet). */
export async function heldCoupons(db: Db, iid: number, memberId: number): Promise<HeldCoupon[]> {
  return db
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
    .orderBy(desc(memberCoupons.receivedAt), desc(memberCoupons.id));
}

/**
 * Uses a held coupon, inside the caller's transaction: one conditional UPDATE (unused, unexpired
 * at `now`, the member's own), so two orders racing for one coupon cannot both take it. False
 * when it was not taken.
 */
export async function useCoupon(tx: Db, held: { iid: number; memberId: number; id: number }, now: Date): Promise<boolean> {
  const taken = await tx
    .update(memberCoupons)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberCoupons.id, held.id),
        eq(memberCoupons.iid, held.iid),
        eq(memberCoupons.memberId, held.memberId),
        isNull(memberCoupons.usedAt),
        sql`exists (select 1 from ${couponTemplates} where ${couponTemplates.id} = ${memberCoupons.couponId} and ${couponTemplates.endTime} > ${now})`,
      ),
    )
    .returning({ id: memberCoupons.id });
  return taken.length > 0;
}

/** Gives a used coupon back (its order was cancelled, expired or refunded). */
export async function returnCoupon(tx: Db, held: { iid: number; memberId: number; id: number }): Promise<void> {
  await tx
    .update(memberCoupons)
    .set({ usedAt: null })
    .where(and(eq(memberCoupons.id, held.id), eq(memberCoupons.iid, held.iid), eq(memberCoupons.memberId, held.memberId)));
}
