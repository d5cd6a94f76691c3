import { coupon, order } from '@tongxin/api-client/catalogue';
import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Buyer, Quote, Seller, SoldOrder } from '../../platform/seller';
import { couponPurchases, couponTemplates, memberCoupons } from './schema';

/*
 * Paid coupons through the order kernel (orderType BUSINESS_TYPE.coupon, /app/pay/payCoupon):
 * keys = the coupon (template) id, one per member. The order reserves a unit of the coupon's stock
 * and the member's one purchase of it (coupon_purchases) in the kernel's transaction; the coupon
 * is issued to the member only by the verified payment (paid); a cancelled, expired or refunded
 * order gives the unit back, and a refund takes the coupon back while it is unused.
 */

const errors = coupon.couponSaleErrors;

interface Snapshot {
  readonly hold: string;
  readonly couponId: number;
}

function snapshotOf(value: Readonly<Record<string, unknown>>): Snapshot | undefined {
  const s = value as Partial<Snapshot>;
  return typeof s.hold === 'string' && typeof s.couponId === 'number' ? { hold: s.hold, couponId: s.couponId } : undefined;
}

/** The tenant's coupon sold for money, by the id an order's keys name, else undefined. */
export async function paidCoupon(db: Db, iid: number, keys: string) {
  const id = Number(keys);
  if (!/^\d{1,9}$/.test(keys) || !Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.id, id), eq(couponTemplates.iid, iid), sql`${couponTemplates.priceFen} > 0`));
  return row;
}

/** Whether the member holds the coupon, or has a purchase of it that is not released. */
export async function boughtCoupon(db: Db, memberId: number, couponId: number): Promise<{ held: boolean; live: boolean }> {
  const [held] = await db
    .select({ id: memberCoupons.id })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponId, couponId)));
  const [live] = await db
    .select({ id: couponPurchases.id })
    .from(couponPurchases)
    .where(and(eq(couponPurchases.memberId, memberId), eq(couponPurchases.couponId, couponId), ne(couponPurchases.state, 'released')));
  return { held: held !== undefined, live: live !== undefined };
}

/** The paid-coupon seller: BUSINESS_TYPE.coupon. */
export const couponSeller: Seller = {
  businessType: order.BUSINESS_TYPE.coupon,
  async quote(tx, line, buyer: Buyer): Promise<Quote> {
    const row = await paidCoupon(tx, line.iid, line.keys);
    if (!row) throw refuse(errors.notOnSale);
    if (row.endTime.getTime() <= Date.now()) throw refuse(errors.ended);
    if (line.num !== 1) throw refuse(errors.alreadyBought, '每张优惠券每人限购1张');
    const bought = await boughtCoupon(tx, buyer.memberId, row.id);
    if (bought.held || bought.live) throw refuse(errors.alreadyBought);
    if (row.stock !== null && row.stock <= 0) throw refuse(errors.soldOut);
    const snapshot: Snapshot = { hold: randomUUID(), couponId: row.id };
    return { title: row.name, image: '', unitFen: row.priceFen, num: 1, allowCoupons: false, snapshot: { ...snapshot } };
  },
  async reserve(tx, _line, quote, buyer) {
    const snap = snapshotOf(quote.snapshot ?? {});
    if (!snap) throw new Error('coupon quote without its hold');
    const purchase = await tx
      .insert(couponPurchases)
      .values({ iid: buyer.iid, memberId: buyer.memberId, couponId: snap.couponId, holdKey: snap.hold, state: 'held' })
      .onConflictDoNothing()
      .returning({ id: couponPurchases.id });
    if (purchase.length === 0) throw refuse(errors.alreadyBought);
    const taken = await tx
      .update(couponTemplates)
      .set({ stock: sql`${couponTemplates.stock} - 1` })
      .where(and(eq(couponTemplates.id, snap.couponId), or(isNull(couponTemplates.stock), gte(couponTemplates.stock, 1))))
      .returning({ id: couponTemplates.id });
    if (taken.length === 0) throw refuse(errors.soldOut);
  },
  async release(tx, sold: SoldOrder) {
    const snap = snapshotOf(sold.snapshot);
    if (!snap) return;
    const [released] = await tx
      .update(couponPurchases)
      .set({ state: 'released' })
      .where(and(eq(couponPurchases.holdKey, snap.hold), ne(couponPurchases.state, 'released')))
      .returning({ memberId: couponPurchases.memberId, couponId: couponPurchases.couponId });
    if (!released) return;
    await tx
      .update(couponTemplates)
      .set({ stock: sql`${couponTemplates.stock} + 1` })
      .where(and(eq(couponTemplates.id, released.couponId), isNotNull(couponTemplates.stock)));
    await tx
      .delete(memberCoupons)
      .where(and(eq(memberCoupons.memberId, released.memberId), eq(memberCoupons.couponId, released.couponId), isNull(memberCoupons.usedAt)));
  },
  async paid(tx, sold) {
    const snap = snapshotOf(sold.snapshot);
    if (!snap) return;
    const [bought] = await tx
      .update(couponPurchases)
      .set({ state: 'paid' })
      .where(and(eq(couponPurchases.holdKey, snap.hold), eq(couponPurchases.state, 'held')))
      .returning({ iid: couponPurchases.iid, memberId: couponPurchases.memberId, couponId: couponPurchases.couponId });
    if (!bought) return;
    await tx
      .insert(memberCoupons)
      .values({ iid: bought.iid, memberId: bought.memberId, couponId: bought.couponId, receivedAt: sold.paidAt ?? new Date() })
      .onConflictDoNothing();
  },
};
