import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The home page of a tenant: one config row per tenant (its fixed parts,
 * block order, download banner, site script and privilege card title), and the lists of its own.
 */

export interface PictureLinkRow {
  title: string;
  image: string;
  link: string;
}

export interface MainPageRow {
  slogan: string;
  logo: string;
  banners: PictureLinkRow[];
  navs: PictureLinkRow[];
  notice: string;
}

export interface CommunityDownInfoRow {
  title: string;
  desc: string;
  icon: string;
  buttonText: string;
  link: string;
}

/** page_show by page type: a list (type 0 only) or `{ '0': [...], '1': [...] }`. */
export type PageShowRow = string[] | Record<string, string[]>;

/** The blocks of a page type; a type the tenant has not configured shows its home (type 0). */
export function pageShowOf(row: PageShowRow, type: number): string[] {
  if (Array.isArray(row)) return row;
  return row[String(type)] ?? row['0'] ?? [];
}

/** One row per tenant: the home page's config, download banner, site script and privilege card. */
export const communityConfig = pgTable('community_config', {
  iid: integer('iid').primaryKey(),
  main: jsonb('main').$type<MainPageRow>().notNull(),
  /**
   * The home blocks in order (spec §3 page_show), by page type (`/app/index/{iid}?type`): a list
   * is page type 0's alone; a map gives each type's list.
   */
  pageShow: jsonb('page_show').$type<PageShowRow>().notNull(),
  downInfo: jsonb('down_info').$type<CommunityDownInfoRow | null>(),
  /** The site script's URL (spec §3 mjs), '' for none. */
  mjs: text('mjs').notNull().default(''),
  welfareTitle: text('welfare_title').notNull().default(''),
  welfareIntro: text('welfare_intro').notNull().default(''),
});

export const communitySections = pgTable('community_sections', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  style: text('style').$type<'cards' | 'list'>().notNull(),
  moreLink: text('more_link').notNull().default(''),
  items: jsonb('items').$type<PictureLinkRow[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const communityTopics = pgTable('community_topics', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  intro: text('intro').notNull(),
});

export const communityContents = pgTable('community_contents', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  tag: text('tag').notNull(),
  topicId: integer('topic_id'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const communitySpecials = pgTable('community_specials', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  cover: text('cover').notNull(),
  intro: text('intro').notNull(),
  items: jsonb('items').$type<PictureLinkRow[]>().notNull(),
});

export const communityFeatureTypes = pgTable('community_feature_types', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  items: jsonb('items').$type<PictureLinkRow[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});
