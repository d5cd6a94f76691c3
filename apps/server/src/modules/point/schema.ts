import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The points: a tenant's rules, each member's account and every change of it. Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

/**
 * Points rules of a tenant, as data: `code` is the rule's kind (point.RULE_KIND: sign, buy, enroll,
 * share), `coin` its amount (for buy: per whole yuan paid), `daily_limit` how many times a day it
 * pays (0: no limit). The server earns by these rows alone, and the rules page reads the same rows.
 */
export const coinConf = pgTable(
  'coin_conf',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    coin: integer('coin').notNull(),
    dailyLimit: integer('daily_limit').notNull().default(0),
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

/**
 * Every change of a balance, with its reason (`title`); `kind` the rule that earned it ('' for a
 * spend, a give-back or a reward) or 'reverse' for points taken back, and `order_id` the order it
 * came from, so a refund finds what the order earned.
 */
export const coinTrans = pgTable(
  'coin_trans',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    amount: integer('amount').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull().default(''),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coin_trans_member').on(t.memberId, t.id), index('coin_trans_order').on(t.orderId)],
);
