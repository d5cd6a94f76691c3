import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { memberCoupons } from './schema';

/**
 * Two members become one (issue 11): `from`'s coupons move, but a coupon is held once per member,
 * so one `into` holds already stays `into`'s (`from`'s copy goes with `from`).
 */
export async function mergeCoupons(tx: Db, { from, into }: MemberMerge): Promise<void> {
  const held = tx.select({ couponId: memberCoupons.couponId }).from(memberCoupons).where(eq(memberCoupons.memberId, into));
  await tx
    .update(memberCoupons)
    .set({ memberId: into })
    .where(and(eq(memberCoupons.memberId, from), notInArray(memberCoupons.couponId, held)));
}
