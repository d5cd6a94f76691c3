import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The points: a tenant's rules, each member's account and every change of it. Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

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
  memberId: memberIdColumn().primaryKey(),
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
    memberId: memberIdColumn(),
    amount: integer('amount').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coin_trans_member').on(t.memberId, t.id)],
);
