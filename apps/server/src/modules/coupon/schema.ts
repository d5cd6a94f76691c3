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
