import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The coupons a tenant hands out and those its members hold. Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

/**
 * A coupon a tenant hands out (spec §3 coupon). `discount_type` 1: `minus_price` is the amount
 * taken off, in fen; otherwise it is the share still paid, in per cent (85 = 8.5折). `full_price`
 * is the threshold in fen, 0 for none. (Yuan and a decimal discount until migration 0001.)
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  discountType: integer('discount_type').notNull(),
  minusPrice: integer('minus_price').notNull(),
  fullPrice: integer('full_price').notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  /** A coupon sold for money (/app/pay/payCoupon): its price in fen; 0 for one claimed free. */
  priceFen: integer('price_fen').notNull().default(0),
  /** Paid coupons left to sell; null for no limit. Taken by a conditional UPDATE with the order. */
  stock: integer('stock'),
  /** How the coupon may be used, as the tenant wrote it. */
  rules: text('rules').notNull().default(''),
});

/** A member's claimed coupon; `used_at` set once used. Expiry comes from the template's end time. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => couponTemplates.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_coupons_once').on(t.memberId, t.couponId)],
);

/**
 * A member's purchase of a paid coupon, made with its order (the hold key is on the order's
 * snapshot): 'held' while the order waits, 'paid' once the verified notify issued the coupon,
 * 'released' when the order was cancelled, expired or refunded. One live purchase per member and
 * coupon, so two orders racing for the same coupon cannot both be taken.
 */
export const couponPurchases = pgTable(
  'coupon_purchases',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => couponTemplates.id),
    holdKey: text('hold_key').notNull(),
    state: text('state').$type<'held' | 'paid' | 'released'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_purchases_hold').on(t.holdKey),
    uniqueIndex('coupon_purchases_live').on(t.memberId, t.couponId).where(sql`${t.state} <> 'released'`),
  ],
);
