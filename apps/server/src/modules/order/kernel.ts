import { createHash, randomBytes } from 'node:crypto';
import { order } from '@tongxin/api-client/catalogue';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { portOf } from '../../platform/module';
import { sellersByType, type Buyer, type CouponPurse, type HeldCoupon, type OrderLine, type Quote, type Seller, type SoldOrder } from '../../platform/seller';
import type { Services } from '../../services';
import { deliveryAddress } from '../address/api';
import type { Member } from '../member/api';
import { balanceOf, returnPoints, spendPoints } from '../point/api';
import { paySettingsOf } from './pay-settings';
import { memberOrders, promoCodes } from './schema';

/*
 * The order kernel: one way to price, create, expire and cancel an order of any business type.
 * A module sells through its Seller (platform/seller.ts); the kernel adds what every order shares
 * — coupons (the module that fills the `coupons` port), points (point module), discount codes,
 * insurance and fees — and takes everything that can run out in the same transaction as the order row.
 */

type Payload = z.output<typeof order.create.params>;
/** What expiring and releasing need of the services (the sweeper's tests build just this). */
export type KernelServices = Pick<Services, 'db' | 'now' | 'modules'>;
type OrderRow = typeof memberOrders.$inferSelect;
const errors = order.create.errors;
const { waitingPayment: WAITING, expired: EXPIRED } = order.ORDER_STATUS;
type ClosedStatus = typeof order.ORDER_STATUS.cancelled | typeof order.ORDER_STATUS.expired;

/** Points pay at most this share of what is left after coupons and the code (1 point = 1 fen). */
export const POINTS_MAX_SHARE = 0.5;

const yuan = (f: number) => (f / 100).toFixed(2).replace(/\.00$/, '');

/** The seller of a business type, else the refusal every page understands. */
export function sellerOf(s: Services, businessType: number): Seller {
  const seller = sellersByType(s.modules).get(businessType);
  if (!seller) throw refuse(errors.unsupportedType);
  return seller;
}

export function lineOf(p: Payload): OrderLine {
  return {
    iid: p.iid,
    orderType: p.orderType,
    num: p.num,
    keys: p.keys ?? '',
    property: p.property ?? '',
    property2: p.property2 ?? '',
    name: p.name ?? '',
    phone: p.phone ?? '',
    info: p.info ?? '',
    groupId: p.groupId,
    code: p.code ?? '',
    isNeedInsur: p.isNeedInsur === 1,
  };
}

export const buyerOf = (me: Member): Buyer => ({ memberId: me.id, iid: me.iid, mobile: me.mobile ?? '' });

/** Coupons when no module keeps them: none held, none taken. */
const NO_COUPONS: CouponPurse = { held: async () => [], use: async () => false, giveBack: async () => undefined };
/** The coupons port (the coupon module), or none. */
export const couponsOf = (s: Pick<Services, 'modules'>): CouponPurse => portOf(s.modules, 'coupons') ?? NO_COUPONS;

/** The coupon ids a payload names: couponIds (a JSON list) and couponId, each once. */
function requestedCoupons(p: Payload): number[] {
  const ids: number[] = [];
  if (p.couponIds) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(p.couponIds);
    } catch {
      throw refuse(errors.couponNotFound);
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    for (const id of list) {
      const n = Number(id);
      if (!Number.isInteger(n) || n <= 0) throw refuse(errors.couponNotFound);
      ids.push(n);
    }
  }
  if (p.couponId !== undefined && p.couponId > 0) ids.push(p.couponId);
  return [...new Set(ids)];
}

/** What a coupon takes off `amountFen` (never more than the amount). */
function couponSaving(c: HeldCoupon, amountFen: number): number {
  if (c.discountType === 1) return Math.min(c.minusPrice, amountFen);
  return Math.max(0, amountFen - Math.round((amountFen * c.minusPrice) / 100));
}

function couponBlock(c: HeldCoupon, goodsFen: number, now: Date, allowed: boolean): string {
  if (c.usedAt) return '已使用';
  if (c.endTime <= now) return '已过期';
  if (!allowed) return '本单不支持使用优惠券';
  if (goodsFen < c.fullPrice) return `未满${yuan(c.fullPrice)}元`;
  return '';
}

export interface Priced {
  readonly seller: Seller;
  readonly line: OrderLine;
  readonly quote: Quote;
  readonly price: z.input<typeof order.calculate.result>;
  readonly coupons: readonly HeldCoupon[];
  readonly promo: typeof promoCodes.$inferSelect | undefined;
}

/** A discount code of the tenant that applies at `now`, else undefined. */
export async function activePromo(db: Db, iid: number, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.iid, iid), eq(promoCodes.code, code.trim().toUpperCase()), gt(promoCodes.endTime, now)));
  if (!row || (row.remaining !== null && row.remaining <= 0)) return undefined;
  return row;
}

/**
 * Prices a payload for the member (order.calculate's answer; create charges exactly this). Runs
 * inside `db` — the create transaction, so the seller reads what it then reserves.
 */
export async function priceOrder(db: Db, s: Services, me: Member, p: Payload, now: Date): Promise<Priced> {
  const seller = sellerOf(s, p.orderType);
  const line = lineOf(p);
  const buyer = buyerOf(me);
  const quote = await seller.quote(db, line, buyer);
  if (quote.limit && quote.limit.bought + quote.num > quote.limit.max) {
    const left = Math.max(0, quote.limit.max - quote.limit.bought);
    throw refuse(errors.overLimit, left > 0 ? `每人限购 ${quote.limit.max} 件，您还可购买 ${left} 件` : `每人限购 ${quote.limit.max} 件，您已达到限购数量`);
  }
  const items = quote.items ?? [];
  const goodsFen = items.length > 0 ? items.reduce((sum, i) => sum + i.unitFen * i.num, 0) : quote.unitFen * quote.num;
  const insurUnitFen = quote.insurUnitFen ?? 0;
  const insurFen = line.isNeedInsur ? insurUnitFen * quote.num : 0;
  const feeFen = quote.feeFen ?? 0;

  // Coupons: every held one listed, with why it cannot be used; the requested ones must be usable.
  const allowCoupons = quote.allowCoupons !== false;
  const held = await couponsOf(s).held(db, { iid: me.iid, memberId: me.id });
  const requested = requestedCoupons(p);
  const chosen: HeldCoupon[] = [];
  let couponFen = 0;
  for (const id of requested) {
    const c = held.find((h) => h.id === id);
    if (!c) throw refuse(errors.couponNotFound);
    const reason = couponBlock(c, goodsFen, now, allowCoupons);
    if (reason) throw refuse(errors.couponUnusable, `优惠券不可用：${reason}`);
    const saving = couponSaving(c, goodsFen - couponFen);
    couponFen += saving;
    chosen.push(c);
  }
  const coupons = held
    .filter((c) => !c.usedAt || chosen.includes(c))
    .map((c) => {
      const reason = couponBlock(c, goodsFen, now, allowCoupons);
      return {
        id: c.id,
        name: c.name,
        discountType: c.discountType,
        minusPrice: c.minusPrice,
        fullPrice: c.fullPrice,
        endTime: c.endTime.toISOString(),
        usable: reason === '',
        reason,
        saveFen: reason === '' ? couponSaving(c, goodsFen) : 0,
      };
    });

  let promo: typeof promoCodes.$inferSelect | undefined;
  let promoFen = 0;
  if (p.discountCode?.trim()) {
    promo = await activePromo(db, me.iid, p.discountCode, now);
    if (!promo) throw refuse(errors.promoInvalid);
    if (goodsFen < promo.thresholdFen) throw refuse(errors.promoInvalid, `优惠码需满${yuan(promo.thresholdFen)}元可用`);
    promoFen = Math.min(promo.minusFen, Math.max(0, goodsFen - couponFen));
  }

  const subtotal = Math.max(0, goodsFen + feeFen + insurFen - couponFen - promoFen);
  const pointsBalance = await balanceOf(db, me.id);
  const pointsCap = quote.allowPoints === false ? 0 : Math.floor(subtotal * POINTS_MAX_SHARE);
  const pointsMax = Math.min(pointsCap, pointsBalance);
  let pointsUsed = 0;
  if (p.useCoin === 1) {
    if (p.coin === undefined) pointsUsed = pointsMax;
    else {
      if (p.coin > pointsBalance) throw refuse(errors.pointsShort, `积分不足：当前可用 ${pointsBalance} 积分`);
      if (p.coin > pointsCap) throw refuse(errors.pointsOverLimit, `本单最多可用 ${pointsCap} 积分`);
      pointsUsed = p.coin;
    }
  }
  const payFen = subtotal - pointsUsed;
  return {
    seller,
    line,
    quote,
    coupons: chosen,
    promo,
    price: {
      title: quote.title,
      image: quote.image,
      unitFen: quote.unitFen,
      num: quote.num,
      items: [...items],
      goodsFen,
      feeFen,
      insurFen,
      insurUnitFen,
      couponFen,
      couponIds: chosen.map((c) => c.id),
      coupons,
      promoFen,
      pointsBalance,
      pointsMax,
      pointsUsed,
      pointsFen: pointsUsed,
      payFen,
      needsAddress: quote.needsAddress === true,
      limit: quote.limit ? { max: quote.limit.max, bought: quote.limit.bought } : null,
      holdSeconds: quote.holdMs !== undefined ? Math.round(quote.holdMs / 1000) : ((await paySettingsOf(db, me.iid)).holdSeconds ?? s.config.orderHoldSeconds),
    },
  };
}

/** An order id: VIP… for vip cards (as before the kernel), TX… for everything else. */
function newOrderId(businessType: number): string {
  const prefix = businessType === order.BUSINESS_TYPE.vip ? 'VIP' : 'TX';
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A payload's fingerprint: the same one again while its order waits is that order. */
function payloadKey(p: Payload): string {
  const { token: _token, payPrice: _payPrice, ...rest } = p;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 32);
}

const CODE_ALPHABET = '0123456789';
/** A 12-digit verification code for goods used in person. */
function newUseCode(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % 10]).join('');
}

/**
 * Creates the order at the price `priceOrder` gives, in one transaction: the seller's reservation,
 * the coupons, the points and the discount code are taken with conditional UPDATEs, or the whole
 * order is refused and nothing changes.
 */
export async function createOrder(s: Services, me: Member, p: Payload): Promise<{ orderId: string; payPrice: number; expiresAt: string | null }> {
  // Expired orders of this type give back what they held before this one counts what is left.
  await releaseExpiredHolds(s, p.orderType);
  const now = new Date(s.now());
  const key = payloadKey(p);
  const [waiting] = await s.db
    .select()
    .from(memberOrders)
    .where(
      and(
        eq(memberOrders.memberId, me.id),
        eq(memberOrders.iid, me.iid),
        eq(memberOrders.status, WAITING),
        eq(memberOrders.payloadKey, key),
        or(isNull(memberOrders.expiresAt), gt(memberOrders.expiresAt, now)),
      ),
    )
    .orderBy(desc(memberOrders.createdAt))
    .limit(1);
  if (waiting) {
    const payPrice = fenOf(waiting);
    if (p.payPrice !== undefined && p.payPrice !== payPrice) throw refuse(errors.priceChanged);
    return { orderId: waiting.orderId, payPrice, expiresAt: waiting.expiresAt?.toISOString() ?? null };
  }
  return s.db.transaction(async (tx) => {
    const priced = await priceOrder(tx, s, me, p, now);
    const { price, quote, seller, line } = priced;
    if (p.payPrice !== undefined && p.payPrice !== price.payFen) throw refuse(errors.priceChanged);
    let address: { name: string; mobile: string; line: string } | undefined;
    if (quote.needsAddress) {
      address = p.addressId ? await deliveryAddress(tx, { iid: me.iid, memberId: me.id }, p.addressId) : undefined;
      if (!address) throw refuse(errors.addressRequired);
    }
    await seller.reserve(tx, line, quote, buyerOf(me));
    for (const c of priced.coupons) {
      if (!(await couponsOf(s).use(tx, { iid: me.iid, memberId: me.id, id: c.id }, now))) throw refuse(errors.couponTaken);
    }
    if (price.pointsUsed > 0 && !(await spendPoints(tx, { iid: me.iid, memberId: me.id }, price.pointsUsed, `订单抵扣：${quote.title}`))) {
      throw refuse(errors.pointsShort);
    }
    if (priced.promo && priced.promo.remaining !== null) {
      const taken = await tx
        .update(promoCodes)
        .set({ remaining: sql`${promoCodes.remaining} - 1` })
        .where(and(eq(promoCodes.id, priced.promo.id), gt(promoCodes.remaining, 0)))
        .returning({ id: promoCodes.id });
      if (taken.length === 0) throw refuse(errors.promoInvalid);
    }
    const holdMs = price.holdSeconds * 1000;
    const [created] = await tx
      .insert(memberOrders)
      .values({
        orderId: newOrderId(p.orderType),
        iid: me.iid,
        memberId: me.id,
        status: WAITING,
        businessType: p.orderType,
        title: quote.title,
        image: quote.image,
        price: quote.unitFen,
        num: quote.num,
        planId: p.orderType === order.BUSINESS_TYPE.vip ? Number(line.keys) : null,
        payFen: price.payFen,
        keys: line.keys,
        property: line.property,
        property2: line.property2,
        items: price.items,
        snapshot: { ...quote.snapshot },
        feeFen: price.feeFen,
        insurFen: price.insurFen,
        couponIds: price.couponIds,
        couponFen: price.couponFen,
        pointsUsed: price.pointsUsed,
        pointsFen: price.pointsFen,
        promoCode: priced.promo?.code ?? '',
        promoFen: price.promoFen,
        saleIid: p.saleIid ?? null,
        saleR: p.saleR ?? '',
        saleUserId: p.saleUserId ?? null,
        opSalesId: p.opSalesId ?? null,
        ridSecret: p.ridSecret ?? '',
        multiDisKey: p.multiDisKey ?? '',
        payloadKey: key,
        expiresAt: new Date(now.getTime() + holdMs),
        useCode: newUseCode(),
        contactName: address?.name ?? line.name,
        contactPhone: address?.mobile ?? (line.phone || me.mobile || ''),
        deliveryAddress: address?.line ?? '',
        remark: p.remark ?? '',
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('order row missing after insert');
    return { orderId: created.orderId, payPrice: price.payFen, expiresAt: created.expiresAt?.toISOString() ?? null };
  });
}

/** What an order costs, in fen: the kernel's price, or unit price × quantity for orders from before it. */
export const fenOf = (o: { price: number; num: number; payFen?: number | null }) => o.payFen ?? o.price * o.num;

/** The order as its seller and the listeners see it. */
export function soldOrder(row: OrderRow): SoldOrder {
  return {
    orderId: row.orderId,
    iid: row.iid,
    memberId: row.memberId,
    businessType: row.businessType,
    status: row.status,
    title: row.title,
    num: row.num,
    unitFen: row.price,
    payFen: fenOf(row),
    keys: row.keys,
    property: row.property,
    property2: row.property2,
    items: row.items,
    snapshot: row.snapshot,
    attribution: {
      saleIid: row.saleIid,
      saleR: row.saleR,
      saleUserId: row.saleUserId,
      opSalesId: row.opSalesId,
      ridSecret: row.ridSecret,
      multiDisKey: row.multiDisKey,
    },
    tradeNo: row.tradeNo,
    paidAt: row.paidAt,
  };
}

/** Gives back everything an order took: the seller's reservation, coupons, points, the code's use. */
export async function releaseOrder(tx: Db, s: KernelServices, row: OrderRow): Promise<void> {
  const sold = soldOrder(row);
  await sellersByType(s.modules).get(row.businessType)?.release(tx, sold);
  for (const id of row.couponIds) await couponsOf(s).giveBack(tx, { iid: row.iid, memberId: row.memberId, id });
  await returnPoints(tx, { iid: row.iid, memberId: row.memberId }, row.pointsUsed, `订单取消退回：${row.title}`);
  if (row.promoCode) {
    await tx
      .update(promoCodes)
      .set({ remaining: sql`${promoCodes.remaining} + 1` })
      .where(and(eq(promoCodes.iid, row.iid), eq(promoCodes.code, row.promoCode), isNotNull(promoCodes.remaining)));
  }
}

/**
 * Closes a waiting order (the buyer cancels: CANCELLED; its time passed: EXPIRED) and releases
 * what it reserved — one conditional UPDATE, so a payment, a second cancel or the sweeper racing
 * it cannot release twice. False when the order no longer waited. Inside `tx` when given (a
 * module closing its order with its own changes), else in a transaction of its own.
 */
export async function closeOrder(s: KernelServices, orderId: string, status: ClosedStatus, remark?: string, tx?: Db): Promise<boolean> {
  const now = new Date(s.now());
  const close = async (db: Db) => {
    const due = status === EXPIRED ? lte(memberOrders.expiresAt, now) : undefined;
    const [closed] = await db
      .update(memberOrders)
      .set({ status, closedAt: now, ...(remark ? { remark } : {}) })
      .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.status, WAITING), due))
      .returning();
    if (!closed) return false;
    await releaseOrder(db, s, closed);
    for (const m of s.modules) await m.orderEvents?.cancelled?.(db, soldOrder(closed));
    return true;
  };
  return tx ? close(tx) : s.db.transaction(close);
}

/** Which waiting orders a sweep looks at: every one, or one member's, or one business type's. */
export interface SweepScope {
  readonly memberId?: number;
  readonly businessType?: number;
}

/** Expires every waiting order whose time has passed (the sweeper; also at start), or those of `scope`. Returns how many. */
export async function sweepExpired(s: KernelServices, limit = 200, scope: SweepScope = {}): Promise<number> {
  const now = new Date(s.now());
  const due = await s.db
    .select({ orderId: memberOrders.orderId })
    .from(memberOrders)
    .where(
      and(
        eq(memberOrders.status, WAITING),
        lte(memberOrders.expiresAt, now),
        scope.memberId === undefined ? undefined : eq(memberOrders.memberId, scope.memberId),
        scope.businessType === undefined ? undefined : eq(memberOrders.businessType, scope.businessType),
      ),
    )
    .limit(limit);
  let n = 0;
  for (const { orderId } of due) if (await closeOrder(s, orderId, EXPIRED, '超时未支付，订单已自动取消')) n += 1;
  return n;
}

/**
 * Gives back what the unpaid orders of a business type past their time still hold (places,
 * rooms, stock) before they are counted or taken: the sweeper comes only every
 * ORDER_SWEEP_SECONDS, and an order past its time holds nothing.
 */
export async function releaseExpiredHolds(s: KernelServices, businessType: number): Promise<void> {
  // Rounds of 200 while a round finds a full batch (a backlog after a pause of the server).
  for (let round = 0; round < 10; round += 1) if ((await sweepExpired(s, 200, { businessType })) < 200) return;
}

/** Expires this one order now when its time has passed (a page reads it before the sweeper came). */
export async function expireIfDue(s: KernelServices, row: OrderRow): Promise<OrderRow> {
  if (row.status !== WAITING || !row.expiresAt || row.expiresAt.getTime() > s.now()) return row;
  await closeOrder(s, row.orderId, EXPIRED, '超时未支付，订单已自动取消');
  const [fresh] = await s.db.select().from(memberOrders).where(eq(memberOrders.orderId, row.orderId));
  return fresh ?? row;
}

/**
 * The provider of an order's pay route, fixed at its first prepay (its trade number goes to that
 * provider only): the aggregator for 'union' (services.unionPay), else the main one.
 */
export const payProviderOf = (s: Pick<Services, 'pay' | 'unionPay'>, route: string) => (route === 'union' ? s.unionPay : s.pay);
