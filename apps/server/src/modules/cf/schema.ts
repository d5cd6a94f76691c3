import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Crowdfunding: projects members launch (reviewed by the organisation), their reward tiers, the
 * support members give through the order kernel (business type 8), and questions to launchers.
 * What a project has raised is never stored: it is the sum of its paid support.
 */

/** A project. `status`: PROJECT_STATUS; `layout`: one of LAYOUTS. */
export const cfProjects = pgTable(
  'cf_projects',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    launcherId: memberIdColumn(),
    title: text('title').notNull(),
    digest: text('digest').notNull().default(''),
    story: text('story').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    risk: text('risk').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    layout: text('layout').notNull().default('index'),
    goalFen: integer('goal_fen').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: integer('status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    payoutHolder: text('payout_holder').notNull().default(''),
    payoutBank: text('payout_bank').notNull().default(''),
    payoutAccount: text('payout_account').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('cf_projects_iid_status').on(t.iid, t.status), index('cf_projects_launcher').on(t.launcherId)],
);

/** A reward tier: `limit` 0 is unlimited; `taken` counts waiting and paid units. */
export const cfTiers = pgTable('cf_tiers', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => cfProjects.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  amountFen: integer('amount_fen').notNull(),
  limit: integer('limit').notNull().default(0),
  taken: integer('taken').notNull().default(0),
  needsAddress: boolean('needs_address').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** A member's support of a project: one per order (`ref` until the order is paid). `status`: SUPPORT_STATUS. */
export const cfSupports = pgTable(
  'cf_supports',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => cfProjects.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    ref: text('ref').notNull(),
    orderId: text('order_id').notNull().default(''),
    tierId: integer('tier_id').references(() => cfTiers.id),
    units: integer('units').notNull().default(1),
    amountFen: integer('amount_fen').notNull(),
    message: text('message').notNull().default(''),
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('cf_supports_ref').on(t.ref), index('cf_supports_project_status').on(t.projectId, t.status)],
);

/** A question to a project's launcher, and the answer. */
export const cfQuestions = pgTable('cf_questions', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => cfProjects.id, { onDelete: 'cascade' }),
  memberId: memberIdColumn(),
  question: text('question').notNull(),
  answer: text('answer').notNull().default(''),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

/**
 * What a succeeded project settled to its launcher: one row per project, `paidOutFen` always the
 * sum of its paid support as last settled (the sweeper tops it up if a support's payment arrived
 * after the settlement, and takes back one refunded afterwards), each change a wallet entry of the
 * launcher with cause `crowdfunding`.
 */
export const cfPayouts = pgTable('cf_payouts', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => cfProjects.id, { onDelete: 'cascade' }),
  iid: integer('iid').notNull(),
  launcherId: memberIdColumn(),
  paidOutFen: integer('paid_out_fen').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
