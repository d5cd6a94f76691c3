import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('member_orders_member').on(t.memberId, t.createdAt),
    // One order per trade, as the university's orders: a notify names exactly one order.
    uniqueIndex('member_orders_trade_no').on(t.tradeNo).where(sql`${t.tradeNo} <> ''`),
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
