import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The platform's paid plans on sale to an organisation (per tenant, so a tenant may have its own price). */
export const saasPlans = pgTable('saas_plans', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  priceFen: integer('price_fen').notNull(),
  days: integer('days').notNull(),
});

/** The plan an organisation holds, valid until `expires_at` (moved on by each paid order). */
export const tenantPlans = pgTable('tenant_plans', {
  iid: integer('iid').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => saasPlans.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
