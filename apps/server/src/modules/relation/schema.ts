import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * A member's relations: the profile they fill in, their identity verification, the
 * impressions and praise others give them, their honours, companies and feedback. Every row
 * carries its tenant (iid) and its member; handlers filter on both.
 */

/** The member's own profile: base info, extra fields and identity verification (one row per member). */
export const relationProfiles = pgTable('relation_profiles', {
  memberId: memberIdColumn().primaryKey(),
  iid: integer('iid').notNull(),
  realName: text('real_name').notNull().default(''),
  /** 0 not said, 1 male, 2 female. */
  gender: integer('gender').notNull().default(0),
  birthday: text('birthday').notNull().default(''),
  wechat: text('wechat').notNull().default(''),
  email: text('email').notNull().default(''),
  city: text('city').notNull().default(''),
  intro: text('intro').notNull().default(''),
  extra: jsonb('extra').$type<{ label: string; value: string }[]>().notNull().default([]),
  /** relation.AUTH_STATUS. */
  authStatus: integer('auth_status').notNull().default(0),
  authName: text('auth_name').notNull().default(''),
  /** The full number, answered to its owner only; everyone else (the admin too) reads `auth_id_masked`. */
  authIdNumber: text('auth_id_number').notNull().default(''),
  authIdMasked: text('auth_id_masked').notNull().default(''),
  /** SHA-256 of the 18-character number: one verified member per ID in a tenant. */
  authIdHash: text('auth_id_hash'),
  authAt: timestamp('auth_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('relation_profiles_id_once').on(t.iid, t.authIdHash)]);

/** An impression tag one member gave another: one per visitor. */
export const relationImpressions = pgTable(
  'relation_impressions',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    fromMemberId: memberIdColumn('from_member_id'),
    tag: text('tag').notNull(),
    /** Hidden by the member it was given to: others no longer see it. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('relation_impressions_once').on(t.memberId, t.fromMemberId)],
);

/** A praise (like) one member gave another: once. */
export const relationPraises = pgTable(
  'relation_praises',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    fromMemberId: memberIdColumn('from_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('relation_praises_once').on(t.memberId, t.fromMemberId)],
);

/** An honour or certificate of the member. */
export const relationHonors = pgTable(
  'relation_honors',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    title: text('title').notNull(),
    date: text('date').notNull().default(''),
    image: text('image').notNull().default(''),
  },
  (t) => [index('relation_honors_member').on(t.memberId)],
);

/** A company (organisation) the member works or served in. */
export const relationCompanies = pgTable(
  'relation_companies',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    startDate: text('start_date').notNull().default(''),
    endDate: text('end_date').notNull().default(''),
  },
  (t) => [index('relation_companies_member').on(t.memberId)],
);

/** Feedback a member sent the organisation. */
export const relationOpinions = pgTable(
  'relation_opinions',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('relation_opinions_member').on(t.memberId, t.createdAt)],
);
