import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Members' micro-stores: one per member and tenant, the goods it shows (mall goods ids, in order),
 * its contacts and the paid orders made through it. Money is fen.
 */

export const microStores = pgTable(
  'micro_stores',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** The attribution key its links carry as multiDisKey (random, unique). */
    key: text('key').notNull(),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('micro_stores_member').on(t.iid, t.memberId), uniqueIndex('micro_stores_key').on(t.key)],
);

/** A store's consult, order-notice receiver or assistant. */
export const microStoreContacts = pgTable(
  'micro_store_contacts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => microStores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'consult' | 'notify' | 'master'>().notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    wechat: text('wechat').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('micro_store_contacts_store').on(t.storeId, t.kind)],
);

/** A paid order made through a store's link (the order kernel's paid event; reversed by a refund). */
export const microStoreSales = pgTable(
  'micro_store_sales',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => microStores.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    payFen: integer('pay_fen').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('micro_store_sales_order').on(t.orderId)],
);
