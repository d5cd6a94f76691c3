import { and, eq, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { couponPurchases, memberCoupons } from './schema';

/**
 * Two members become one (a WeChat or app member binds the number of an existing one): `from`'s coupons move, but a coupon is held once per member,
 * so one `into` holds already stays `into`'s (`from`'s copy goes with `from`).
 */
export async function mergeCoupons(tx: Db, merge: MemberMerge): Promise<void> {
  const { from, into } = merge;
  const held = tx.select({ couponId: memberCoupons.couponId }).from(memberCoupons).where(eq(memberCoupons.memberId, into));
  await tx
    .update(memberCoupons)
    .set({ memberId: into })
    .where(and(eq(memberCoupons.memberId, from), notInArray(memberCoupons.couponId, held)));
  await mergePurchases(tx, merge);
}

/** `from`'s purchases of paid coupons move too, but a live one `into` already has of the same coupon stays `into`'s alone. */
async function mergePurchases(tx: Db, { from, into }: MemberMerge): Promise<void> {
  const live = tx
    .select({ couponId: couponPurchases.couponId })
    .from(couponPurchases)
    .where(and(eq(couponPurchases.memberId, into), ne(couponPurchases.state, 'released')));
  await tx
    .update(couponPurchases)
    .set({ memberId: into })
    .where(and(eq(couponPurchases.memberId, from), or(eq(couponPurchases.state, 'released'), notInArray(couponPurchases.couponId, live))));
}
