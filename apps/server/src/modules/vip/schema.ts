import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The vip cards a tenant sells and those its members hold. Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

/** The vip cards a tenant sells. */
export const vipPlans = pgTable('vip_plans', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  /** Fen (yuan until migration 0001). */
  price: integer('price').notNull(),
  days: integer('days').notNull(),
});

/** A member's vip card, valid until `expires_at`. */
export const vipCards = pgTable('vip_cards', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  memberId: memberIdColumn(),
  planId: integer('plan_id')
    .notNull()
    .references(() => vipPlans.id),
  cardNo: text('card_no').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
