import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The platform's own tables, beside every module's: the tenants and their host names (spec §1,
 * §2), the SMS codes of the one code service (security/sms-codes.ts), the log of every SMS it
 * hands to the provider, and the payment notifies applied (platform/payments.ts). Modules read them through src/platform/tenants.ts.
 */

/** An organisation using the platform; iid is its id everywhere (spec §1). */
export const tenants = pgTable('tenants', {
  iid: integer('iid').primaryKey(),
  name: text('name').notNull(),
  /** 'community' or 'university'. */
  kind: text('kind').notNull().default('community'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that map to a tenant: `/` sends a visitor of this host to its tenant's index. */
export const domains = pgTable('domains', {
  host: text('host').primaryKey(),
  iid: integer('iid')
    .notNull()
    .references(() => tenants.iid, { onDelete: 'cascade' }),
});

/** The last SMS code sent to a number (in the database so any instance can check it). */
export const smsCodes = pgTable('sms_codes', {
  mobile: text('mobile').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong guesses; the code is void after 5. */
  attempts: integer('attempts').notNull().default(0),
});

/**
 * Every SMS the server handed to its provider, by tenant (security/sms-codes.ts writes it; statis
 * reads it aggregated). The number is stored masked (138****1234): the log is for counting.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial('id').primaryKey(),
    /** The tenant it was sent for; null for the university's sign-up code, which names none. */
    iid: integer('iid'),
    /** 'code' (a verification code) or 'notice'. */
    kind: text('kind').notNull(),
    /** What the code was for: 'sign-up', 'bind-mobile', 'admissions'. */
    purpose: text('purpose').notNull(),
    mobileMasked: text('mobile_masked').notNull(),
    /** False when the provider refused it. */
    ok: boolean('ok').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_sends_tenant_time').on(t.iid, t.sentAt)],
);

/** Every authentic payment notify applied to a known trade and amount, by the provider's transaction id. */
export const paymentNotifications = pgTable('payment_notifications', {
  transactionId: text('transaction_id').primaryKey(),
  tradeNo: text('trade_no').notNull(),
  amountFen: integer('amount_fen').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
