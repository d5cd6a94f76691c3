import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Business cards and member shops. Every row carries its tenant (iid) and, where it is
 * a member's, the member; handlers filter on both.
 */

/** A member's business card: one per member and tenant, opened by others through its share code. */
export const shopsCards = pgTable(
  'shops_cards',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    /** Random, unguessable: the card's share address. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    wechat: text('wechat').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    intro: text('intro').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    theme: text('theme').notNull().default('#1677ff'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shops_cards_member').on(t.iid, t.memberId), uniqueIndex('shops_cards_code').on(t.code)],
);

/** A visit to a card: one per visitor and day (Asia/Shanghai); the owner's own never recorded. */
export const shopsCardVisits = pgTable(
  'shops_card_visits',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => shopsCards.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shops_card_visits_once').on(t.cardId, t.memberId, t.day), index('shops_card_visits_card').on(t.cardId, t.at)],
);

/** A card in a member's card list (名片夹): every card they opened from a share. */
export const shopsCardCollects = pgTable(
  'shops_card_collects',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    cardId: integer('card_id')
      .notNull()
      .references(() => shopsCards.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shops_card_collects_once').on(t.memberId, t.cardId)],
);

/** What joining costs in a tenant, in fen. */
export const shopsSettings = pgTable('shops_settings', {
  iid: integer('iid').primaryKey(),
  joinFee: integer('join_fee').notNull(),
});

/** A member shop: an application until the admin approves it (shops.SHOP_STATUS). */
export const shopsShops = pgTable(
  'shops_shops',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    licence: text('licence').notNull().default(''),
    logo: text('logo').notNull().default(''),
    intro: text('intro').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: integer('status').notNull().default(0),
    /** The order paying the fee (while paying and after). */
    orderId: text('order_id').notNull().default(''),
    /** The fee the order took, in fen. */
    paidFen: integer('paid_fen').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('shops_shops_directory').on(t.iid, t.status, t.approvedAt),
    // One open application (filled in, paying or under review) per member: a double tap makes one.
    uniqueIndex('shops_shops_open').on(t.iid, t.memberId).where(sql`${t.status} in (0, 1, 2, 4)`),
  ],
);
