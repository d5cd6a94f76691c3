import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
