import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The member's own data (community issue 7). Every row carries its tenant (iid) and, where it is
 * the member's, the member id: handlers always filter on both, so no member reads another's rows.
 */

/** A member of a tenant, signed in with mobile + password (scrypt hash, see session.ts). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    name: text('name').notNull().default(''),
    headImg: text('head_img').notNull().default(''),
    signature: text('signature').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_iid_mobile').on(t.iid, t.mobile)],
);

/** Sessions: the sha-256 of the token (the token itself is never stored). */
export const memberSessions = pgTable('member_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A coupon a tenant hands out (spec §3 coupon). */
export const couponTemplates = pgTable('coupon_templates', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  discountType: integer('discount_type').notNull(),
  minusPrice: doublePrecision('minus_price').notNull(),
  fullPrice: doublePrecision('full_price').notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
});

/** A member's claimed coupon; `used_at` set once used. Expiry comes from the template's end time. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => couponTemplates.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_coupons_once').on(t.memberId, t.couponId)],
);

/** Points rules of a tenant; code 'sign' is the daily sign-in. */
export const coinConf = pgTable(
  'coin_conf',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    coin: integer('coin').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('coin_conf_iid_code').on(t.iid, t.code)],
);

/** A member's points balance and sign-in streak; `last_sign_day` is YYYY-MM-DD in Asia/Shanghai. */
export const coinAccounts = pgTable('coin_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  iid: integer('iid').notNull(),
  balance: integer('balance').notNull().default(0),
  lastSignDay: text('last_sign_day'),
  signDays: integer('sign_days').notNull().default(0),
});

/** Every change of a balance. */
export const coinTrans = pgTable(
  'coin_trans',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coin_trans_member').on(t.memberId, t.id)],
);

/** Delivery addresses; at most one default per member (a partial unique index keeps it so). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    areaCode: text('area_code').notNull(),
    address: text('address').notNull(),
    postCode: text('post_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_addresses_one_default').on(t.memberId).where(sql`${t.isDefault}`)],
);

/** A member's order (spec §3 order), with its delivery and refund. */
export const memberOrders = pgTable(
  'member_orders',
  {
    orderId: text('order_id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    businessType: integer('business_type').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    price: doublePrecision('price').notNull(),
    num: integer('num').notNull().default(1),
    /**
     * The vip card (vip_plans.id) a vip order buys: spec §7 order.create's `keys`. Null for other
     * orders. (Before migration 0005 the card was encoded in the order id, `VIP{planId}T…`; the
     * migration copied it here.)
     */
    planId: integer('plan_id').references(() => vipPlans.id),
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

/** Collected items. */
export const memberCollections = pgTable(
  'member_collections',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_collections_once').on(t.memberId, t.targetType, t.targetId)],
);

/** The vip cards a tenant sells. */
export const vipPlans = pgTable('vip_plans', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  price: doublePrecision('price').notNull(),
  days: integer('days').notNull(),
});

/** A member's vip card, valid until `expires_at`. */
export const vipCards = pgTable('vip_cards', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => vipPlans.id),
  cardNo: text('card_no').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A tenant's service desk, shown on the contact page. */
export const memberContacts = pgTable('member_contacts', {
  iid: integer('iid').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  hours: text('hours').notNull().default(''),
  address: text('address').notNull().default(''),
});
