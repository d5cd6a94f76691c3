import { coupon } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { requireMember, type Member } from '../member/api';
import { couponsForSale, openCoupons } from './api';
import { couponSale } from './sale';
import { couponTemplates, memberCoupons } from './schema';

const { usable, used, expired } = coupon.COUPON_STATUS;

function memberCouponRow(
  row: { id: number; couponId: number; usedAt: Date | null; name: string; discountType: number; minusPrice: number; fullPrice: number; endTime: Date },
  now: Date,
) {
  return {
    id: row.id,
    couponId: row.couponId,
    name: row.name,
    discountType: row.discountType,
    minusPrice: row.minusPrice,
    fullPrice: row.fullPrice,
    endTime: row.endTime.toISOString(),
    status: row.usedAt ? used : row.endTime <= now ? expired : usable,
  };
}

/** Claims templates for a member; all must be of the tenant and not ended. Returns how many were new. */
async function claimCoupons(db: Db, me: Member, ids: number[], now: Date): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > 50) throw refuse(coupon.claim.errors.badIds);
  const found = await db
    .select({ id: couponTemplates.id, priceFen: couponTemplates.priceFen })
    .from(couponTemplates)
    .where(and(inArray(couponTemplates.id, unique), eq(couponTemplates.iid, me.iid), gt(couponTemplates.endTime, now)));
  if (found.length !== unique.length) throw refuse(coupon.claim.errors.notClaimable);
  if (found.some((c) => c.priceFen > 0)) throw refuse(coupon.claim.errors.paidOnly);
  const inserted = await db
    .insert(memberCoupons)
    .values(unique.map((couponId) => ({ iid: me.iid, memberId: me.id, couponId, receivedAt: now })))
    .onConflictDoNothing()
    .returning({ id: memberCoupons.id });
  return inserted.length;
}

function parseIdList(text: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(coupon.claim.errors.badIds);
  }
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(Number(v)) && Number(v) > 0)) throw refuse(coupon.claim.errors.badIds);
  return value.map(Number);
}

/** Coupons: the member's by status, claiming, the tenant's open for claiming, and one sold for money. */
export const couponCalls = [
  implement(coupon.list, async ({ iid, token, status, ...page }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const byStatus: SQL | undefined =
      status === used
        ? isNotNull(memberCoupons.usedAt)
        : status === expired
          ? and(isNull(memberCoupons.usedAt), lte(couponTemplates.endTime, now))
          : and(isNull(memberCoupons.usedAt), gt(couponTemplates.endTime, now));
    const where = and(eq(memberCoupons.memberId, me.id), eq(memberCoupons.iid, iid), byStatus);
    const rows = await s.db
      .select({
        id: memberCoupons.id,
        couponId: memberCoupons.couponId,
        usedAt: memberCoupons.usedAt,
        name: couponTemplates.name,
        discountType: couponTemplates.discountType,
        minusPrice: couponTemplates.minusPrice,
        fullPrice: couponTemplates.fullPrice,
        endTime: couponTemplates.endTime,
      })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.couponId))
      .where(where)
      .orderBy(desc(memberCoupons.receivedAt), desc(memberCoupons.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db
      .select({ n: count() })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.couponId))
      .where(where);
    return { list: rows.map((r) => memberCouponRow(r, now)), total: total?.n ?? 0 };
  }),

  implement(coupon.claim, async ({ iid, token, couponIds }, { services: s }) => {
    const now = new Date(s.now());
    return claimCoupons(s.db, await requireMember(s.db, iid, token, now), parseIdList(couponIds), now);
  }),

  implement(coupon.claimOne, async ({ iid, token, couponId }, { services: s }) => {
    const now = new Date(s.now());
    return claimCoupons(s.db, await requireMember(s.db, iid, token, now), [couponId], now);
  }),

  implement(coupon.open, async ({ iid }, { services: s }) => openCoupons(s.db, iid, new Date(s.now()))),

  implement(coupon.forSale, async ({ iid }, { services: s }) => couponsForSale(s.db, iid, new Date(s.now()))),

  implement(coupon.sale, async ({ iid, token, couponId }, { services: s }) => {
    const now = new Date(s.now());
    return couponSale(s, await requireMember(s.db, iid, token, now), couponId, now);
  }),
];
