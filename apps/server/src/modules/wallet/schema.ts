import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The wallet: a ledger of integer-fen entries, each naming its cause, in three buckets — pending
 * (commission whose order may still be refunded), available (may be withdrawn) and frozen (in a
 * withdrawal under review or being paid). `wallet_balances` keeps each bucket's sum so a
 * withdrawal can take it with one conditional UPDATE; every change of a balance writes its entries
 * in the same transaction, so a balance is always its entries' sum (wallet.test.ts checks it).
 */

/** A tenant's withdrawal and settlement rules (page-guide F4); a tenant without a row has the defaults (rules.ts). */
export const walletRules = pgTable('wallet_rules', {
  iid: integer('iid').primaryKey(),
  minWithdrawFen: integer('min_withdraw_fen').notNull(),
  maxWithdrawFen: integer('max_withdraw_fen').notNull(),
  feeBp: integer('fee_bp').notNull(),
  reviewRequired: boolean('review_required').notNull(),
  settleSeconds: integer('settle_seconds').notNull(),
});

/** Each bucket's sum of the member's entries. */
export const walletBalances = pgTable('wallet_balances', {
  memberId: memberIdColumn().primaryKey(),
  iid: integer('iid').notNull(),
  availableFen: integer('available_fen').notNull().default(0),
  pendingFen: integer('pending_fen').notNull().default(0),
  frozenFen: integer('frozen_fen').notNull().default(0),
});

/** One change of one bucket: + in, − out; `cause` names why (commission, settle, reversal, withdraw, withdraw_paid, withdraw_return, crowdfunding). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    bucket: text('bucket', { enum: ['pending', 'available', 'frozen'] }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    cause: text('cause').notNull(),
    title: text('title').notNull(),
    creditId: integer('credit_id'),
    withdrawalId: integer('withdrawal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_entries_member').on(t.memberId, t.id)],
);

/** A commission credited for an order: pending until `settle_at`, then available; a refund reverses it (all or part). */
export const walletCredits = pgTable(
  'wallet_credits',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    orderId: text('order_id').notNull(),
    level: integer('level').notNull(),
    title: text('title').notNull(),
    buyer: text('buyer').notNull(),
    orderFen: integer('order_fen').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reversedFen: integer('reversed_fen').notNull().default(0),
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_credits_order_member_level').on(t.orderId, t.memberId, t.level),
    index('wallet_credits_member').on(t.memberId, t.id),
    index('wallet_credits_due').on(t.status, t.settleAt),
  ],
);

/** A withdrawal; at most one open (submitted or approved) per member. */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    amountFen: integer('amount_fen').notNull(),
    feeFen: integer('fee_fen').notNull(),
    method: text('method').notNull(),
    destination: text('destination').notNull(),
    status: integer('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_withdrawals_member').on(t.memberId, t.id),
    uniqueIndex('wallet_withdrawals_one_open').on(t.memberId).where(sql`status in (0, 1)`),
  ],
);

/** A saved payout account (bank card or alipay). */
export const walletPayAccounts = pgTable(
  'wallet_pay_accounts',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    method: text('method', { enum: ['bank', 'alipay'] }).notNull(),
    holder: text('holder').notNull(),
    bankName: text('bank_name').notNull().default(''),
    accountNo: text('account_no').notNull(),
    bankAddress: text('bank_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_pay_accounts_member').on(t.memberId)],
);

/**
 * What the member is told about a commission of theirs: credited pending (an order through their
 * link was paid), settled (now available) or reversed (the order was refunded), with the fen it
 * moved. Written in the same transaction as the ledger entry it tells of; read in the distributor's
 * centre, where opening them marks them read.
 */
export const walletNotices = pgTable(
  'wallet_notices',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    creditId: integer('credit_id').notNull(),
    kind: text('kind', { enum: ['pending', 'settled', 'reversed'] }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('wallet_notices_member').on(t.memberId, t.id)],
);
