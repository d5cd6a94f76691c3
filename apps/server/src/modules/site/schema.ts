import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The shell's site data: a tenant's popups (spec §3 adsList), short links and look.
 */

/** Popups (spec §3 adsList): `content` is the JSON text of the type's content. */
export const communityAds = pgTable('community_ads', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  type: integer('type').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  iid: integer('iid').notNull(),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tenant's look (site.look): its theme colour, its tab bar's tabs in order and the community
 * modules it runs. A tenant without a row has the default look (look.ts).
 */
export const siteLooks = pgTable('site_looks', {
  iid: integer('iid').primaryKey(),
  themeColor: text('theme_color').notNull(),
  tabs: jsonb('tabs').$type<string[]>().notNull(),
  modules: jsonb('modules').$type<string[]>().notNull(),
});
