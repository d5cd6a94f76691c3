import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * A tenant's info pages (spec §2 info group) and its privilege card's partner offers.
 */

export interface InfoSectionRow {
  heading: string;
  paragraphs: string[];
}

export const infoPages = pgTable(
  'info_pages',
  {
    iid: integer('iid').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<InfoSectionRow[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.iid, t.name] })],
);

/** The volunteer privilege card's partner offers (spec §1: about 46). */
export const welfareOffers = pgTable('welfare_offers', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});
