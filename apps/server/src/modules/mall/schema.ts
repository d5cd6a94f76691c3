import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The mall's goods, their SKUs, the planned stores, the members' carts and what each order holds
 * of each SKU. Every row carries its tenant (iid); handlers filter on it, and on the member for a
 * member's rows. Money is fen.
 */

export const mallCategories = pgTable('mall_categories', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A planned store (门店): its goods are those with its `store_id`. */
export const mallStores = pgTable('mall_stores', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  cover: text('cover').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hours: text('hours').notNull(),
  intro: text('intro').notNull(),
});

/**
 * A goods. `spec_names` lists its specs in order (at most two: the order payload's property and
 * property2); each SKU has one value of each. `purchase_limit` is what one member may hold in
 * orders (paid and unpaid), 0 for none. `commission` is a distributor's on one unit. `hold_seconds`
 * is the goods' own payment window (the organisation sets it, e.g. for a flash sale).
 */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: integer('id').primaryKey(),
    iid: integer('iid').notNull(),
    storeId: integer('store_id').references(() => mallStores.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mallCategories.id),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull(),
    detail: text('detail').notNull().default(''),
    specNames: jsonb('spec_names').$type<string[]>().notNull(),
    linePrice: integer('line_price').notNull().default(0),
    /** The member discount: the share (per cent) a vip card holder pays, 0 for none. */
    vipDiscount: integer('vip_discount').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    purchaseLimit: integer('purchase_limit').notNull().default(0),
    /** How long an unpaid order of this goods holds its stock (a flash sale's short window); null: the tenant's time. */
    holdSeconds: integer('hold_seconds'),
    commission: integer('commission').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_goods_iid').on(t.iid, t.categoryId)],
);

/** A SKU: its spec values (in the goods' spec order), price and stock — stock never below zero. */
export const mallSkus = pgTable(
  'mall_skus',
  {
    id: integer('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    specValues: jsonb('spec_values').$type<string[]>().notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('mall_skus_goods').on(t.goodsId), check('mall_skus_stock_not_negative', sql`${t.stock} >= 0`), check('mall_skus_price_not_negative', sql`${t.price} >= 0`)],
);

/** A line of a member's cart: one SKU, its quantity, whether it is selected for checkout. */
export const mallCartLines = pgTable(
  'mall_cart_lines',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => mallSkus.id),
    num: integer('num').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mall_cart_lines_once').on(t.memberId, t.skuId)],
);

/**
 * What an order took of a SKU, under the hold key its quote made (the order's snapshot keeps it):
 * written when the kernel reserves, `released_at` set when the order is cancelled, expires or is
 * refunded (the stock went back). The purchase limit counts the member's rows not released:
 * paid and unpaid orders.
 */
export const mallReservations = pgTable(
  'mall_reservations',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    holdKey: text('hold_key').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => mallSkus.id),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mall_reservations_once').on(t.holdKey, t.skuId), index('mall_reservations_member').on(t.memberId, t.goodsId)],
);

/** The tenant's hot search words, in `sort` order. */
export const mallHotWords = pgTable('mall_hot_words', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  word: text('word').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A pre-sale (预售) of a goods: a deposit (定金) now, the balance (尾款) within its window. The
 * deposit is taken until `balance_start`; the balance from `balance_start` until `balance_end`.
 * `stock` is the units left, taken by a deposit order in its transaction. Money in fen.
 */
export const mallPresales = pgTable(
  'mall_presales',
  {
    id: integer('id').primaryKey(),
    iid: integer('iid').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    title: text('title').notNull(),
    depositFen: integer('deposit_fen').notNull(),
    balanceFen: integer('balance_fen').notNull(),
    stock: integer('stock').notNull(),
    balanceStart: timestamp('balance_start', { withTimezone: true }).notNull(),
    balanceEnd: timestamp('balance_end', { withTimezone: true }).notNull(),
    rules: text('rules').notNull().default(''),
  },
  (t) => [check('mall_presales_stock_not_negative', sql`${t.stock} >= 0`)],
);

/**
 * A member's booking of a pre-sale, one live per member and pre-sale: 'held' while the deposit
 * order waits, 'deposit' once it is paid, 'balance' while the balance order waits, 'done' once
 * the balance is paid; 'released' when the deposit order was cancelled, expired or refunded.
 */
export const mallPresaleBookings = pgTable(
  'mall_presale_bookings',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    presaleId: integer('presale_id')
      .notNull()
      .references(() => mallPresales.id),
    holdKey: text('hold_key').notNull(),
    state: text('state').$type<'held' | 'deposit' | 'balance' | 'done' | 'released'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_presale_bookings_hold').on(t.holdKey),
    uniqueIndex('mall_presale_bookings_live').on(t.memberId, t.presaleId).where(sql`${t.state} <> 'released'`),
  ],
);
