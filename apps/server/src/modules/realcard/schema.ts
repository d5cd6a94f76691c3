import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Physical cards a tenant issues (a number and a scratch-off password), and which member each is
 * bound to. The password is kept only as its scrypt hash; wrong tries are counted on the card.
 */

/** A card as issued: its face, balance, benefits, validity rule and red packet. */
export const realCards = pgTable(
  'real_cards',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    cardNo: text('card_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    balanceFen: integer('balance_fen').notNull().default(0),
    /** Days the card is valid from its activation. */
    validDays: integer('valid_days').notNull(),
    /** Set on activation, moved on by each paid renewal. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    renewFen: integer('renew_fen').notNull(),
    renewDays: integer('renew_days').notNull(),
    /** 0: the card has no red packet. */
    redPacketFen: integer('red_packet_fen').notNull().default(0),
    redPacketClaimedAt: timestamp('red_packet_claimed_at', { withTimezone: true }),
    /** Wrong passwords since the last right one; LOCK_AFTER_TRIES locks the card. */
    failedTries: integer('failed_tries').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('real_cards_iid_card_no').on(t.iid, t.cardNo)],
);

/** The member a card is bound to: one row per card, so a card is bound once. */
export const realCardHolders = pgTable('real_card_holders', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => realCards.id, { onDelete: 'cascade' }),
  iid: integer('iid').notNull(),
  memberId: memberIdColumn(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
});
