import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Vip write-off: the tenant's merchants (a member who writes off), the benefits each honours on a
 * vip card (so many uses per card), the members' short-lived codes, the uses taken per card and
 * the records. A removed merchant keeps its row (its records name it) with `removed_at` set.
 */

export const writeoffMerchants = pgTable(
  'writeoff_merchants',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    /** Set when the organisation removed the merchant: it writes off no more; its records stay. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('writeoff_merchants_member').on(t.iid, t.memberId)],
);

export const writeoffBenefits = pgTable('writeoff_benefits', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => writeoffMerchants.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Uses per card. */
  uses: integer('uses').notNull(),
});

/** A member's write-off code: 8 digits, valid until `expires_at`, for the card it was issued on. */
export const writeoffCodes = pgTable('writeoff_codes', {
  code: text('code').primaryKey(),
  iid: integer('iid').notNull(),
  memberId: memberIdColumn(),
  cardNo: text('card_no').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** How many uses of a benefit a card has had: raised by one conditional upsert, never past the benefit's uses. */
export const writeoffUses = pgTable(
  'writeoff_uses',
  {
    cardNo: text('card_no').notNull(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => writeoffBenefits.id, { onDelete: 'cascade' }),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardNo, t.benefitId] })],
);

export const writeoffRecords = pgTable(
  'writeoff_records',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => writeoffBenefits.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => writeoffMerchants.id, { onDelete: 'cascade' }),
    /** The card's holder. */
    memberId: memberIdColumn(),
    cardNo: text('card_no').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('writeoff_records_merchant').on(t.merchantId, t.usedAt), index('writeoff_records_member').on(t.memberId, t.usedAt)],
);
