import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QuoteItem } from '../../platform/seller';
import { memberIdColumn } from '../member/api';
import { planIdColumn } from '../vip/api';

/*
 * The members' orders, with delivery, refund and the parcel's journey. Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

/** A member's order (spec §3 order), with its delivery and refund. */
export const memberOrders = pgTable(
  'member_orders',
  {
    orderId: text('order_id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    status: integer('status').notNull(),
    businessType: integer('business_type').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    /** The unit price in fen (yuan until migration 0001); the order costs price × num. */
    price: integer('price').notNull(),
    num: integer('num').notNull().default(1),
    /**
     * The vip card (vip_plans.id) a vip order buys: spec §7 order.create's `keys`. Null for other
     * orders. (Before migration 0005 the card was encoded in the order id, `VIP{planId}T…`; the
     * migration copied it here.)
     */
    planId: planIdColumn(),
    /** The merchant trade number, fixed at the first prepay ('' before): the payment notify finds the order by it. */
    tradeNo: text('trade_no').notNull().default(''),
    company: text('company').notNull().default(''),
    transportNumber: text('transport_number').notNull().default(''),
    refundEms: text('refund_ems').notNull().default(''),
    refundState: integer('refund_state').notNull().default(0),
    chainIds: text('chain_ids').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    deliveryAddress: text('delivery_address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * What the buyer pays, in fen, as the kernel priced it: goods + fees + insurance − coupons −
     * discount code − points. Null for orders made before the kernel (price × num).
     */
    payFen: integer('pay_fen'),
    /** The payload's selection (spec §3 keys, property, property2) as the seller read it. */
    keys: text('keys').notNull().default(''),
    property: text('property').notNull().default(''),
    property2: text('property2').notNull().default(''),
    /** Several items in one order (a cart's goods), [] for one. */
    items: jsonb('items').$type<QuoteItem[]>().notNull().default([]),
    /** The seller's own notes (SKU id, session …), given back at release and paid. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    feeFen: integer('fee_fen').notNull().default(0),
    insurFen: integer('insur_fen').notNull().default(0),
    /** The held coupons (coupon module's member coupon ids) the order used, and what they took off. */
    couponIds: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    couponFen: integer('coupon_fen').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsFen: integer('points_fen').notNull().default(0),
    promoCode: text('promo_code').notNull().default(''),
    promoFen: integer('promo_fen').notNull().default(0),
    /** Attribution, kept for distribution (spec §3). */
    saleIid: integer('sale_iid'),
    saleR: text('sale_r').notNull().default(''),
    saleUserId: integer('sale_user_id'),
    opSalesId: integer('op_sales_id'),
    ridSecret: text('rid_secret').notNull().default(''),
    multiDisKey: text('multi_dis_key').notNull().default(''),
    /** The same payload again while the order waits is this order (a second tap, a reload). */
    payloadKey: text('payload_key').notNull().default(''),
    /** When an unpaid order is cancelled and what it reserved released; null for orders that never expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the buyer cancelled it, or it expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The payment route of the prepay: 'wechat' (order.wechat.create) or 'union' (yinsheng). */
    payRoute: text('pay_route').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** After-sale: what the buyer asked back, why, the provider's refund number and when it came back. */
    refundFen: integer('refund_fen').notNull().default(0),
    refundReason: text('refund_reason').notNull().default(''),
    /** REFUND_TYPE of the request (0 before any) and its photos. */
    refundType: integer('refund_type').notNull().default(0),
    refundImages: jsonb('refund_images').$type<string[]>().notNull().default([]),
    refundNo: text('refund_no').notNull().default(''),
    refundAppliedAt: timestamp('refund_applied_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The code shown as a QR at the counter for goods used in person; usedAt once checked. */
    useCode: text('use_code').notNull().default(''),
    usedAt: timestamp('used_at', { withTimezone: true }),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
  },
  (t) => [
    index('member_orders_member').on(t.memberId, t.createdAt),
    // The console's order list: a tenant's orders, newest first.
    index('member_orders_tenant_time').on(t.iid, t.createdAt),
    // The sweeper's question: which waiting orders are due.
    index('member_orders_due').on(t.expiresAt).where(sql`${t.status} = 1`),
    // One order per trade, as the university's orders: a notify names exactly one order.
    uniqueIndex('member_orders_trade_no').on(t.tradeNo).where(sql`${t.tradeNo} <> ''`),
    // A write-off at the counter finds the order by the code the buyer shows.
    index('member_orders_use_code').on(t.iid, t.useCode).where(sql`${t.useCode} <> ''`),
  ],
);

/** The journey of a shipped order's parcel. */
export const orderTraces = pgTable(
  'order_traces',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => memberOrders.orderId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('order_traces_order').on(t.orderId, t.at)],
);

/** Discount codes (spec §7 /v1/promo/get): an amount off above a threshold, until an end time, with an optional number of uses. */
export const promoCodes = pgTable(
  'order_promo_codes',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    /** Upper case. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    minusFen: integer('minus_fen').notNull(),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Uses left; null for no limit. */
    remaining: integer('remaining'),
    /** The member the code was given to hand out (a distributor's own code, wallet/discountCode); null for the organisation's. */
    memberId: integer('member_id'),
  },
  (t) => [uniqueIndex('order_promo_codes_code').on(t.iid, t.code), index('order_promo_codes_member').on(t.memberId)],
);

/** A buyer's comment on a paid order (spec §3 comment): three scores, text and images. */
export const orderComments = pgTable(
  'order_comments',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => memberOrders.orderId, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    targetRec: integer('target_rec').notNull(),
    targetId: text('target_id').notNull(),
    score1: integer('score1').notNull(),
    score2: integer('score2').notNull(),
    score3: integer('score3').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_comments_once').on(t.orderId)],
);

/**
 * A tenant's payment settings (the organisation's, through the admin API): whether it pays through
 * the new-pay (aggregator) route (order.checkPartner), and how long an unpaid order holds what it
 * took before it is cancelled (`hold_seconds`; null: the server's ORDER_HOLD_SECONDS). A seller's
 * own time (a goods' flash-sale window, an activity's place) comes before the tenant's.
 */
export const orderPaySettings = pgTable('order_pay_settings', {
  iid: integer('iid').primaryKey(),
  newPay: boolean('new_pay').notNull().default(false),
  holdSeconds: integer('hold_seconds'),
});

/**
 * Friend pay (order.buyShareInfo / buyShareSupport): a buyer's waiting order shared by a link key;
 * the friend who took it on (`supporterId`, until `claimedUntil`) pays it. One share per order.
 */
export const orderShares = pgTable(
  'order_shares',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => memberOrders.orderId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    memberId: memberIdColumn(),
    sharerName: text('sharer_name').notNull(),
    supporterId: integer('supporter_id'),
    supporterName: text('supporter_name'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_shares_order').on(t.orderId), uniqueIndex('order_shares_key').on(t.key)],
);
