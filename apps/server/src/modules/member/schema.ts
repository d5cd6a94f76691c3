import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The members of a tenant, their sessions and the tenant's service desk. Every row carries its
 * tenant (iid): handlers always filter on it and on the member, so no member reads another's rows.
 */

/**
 * A member of a tenant: signed in with mobile + password (scrypt hash, see session.ts), or by an
 * identity of the environment (member_identities) — such a member has no mobile and no password
 * until they bind a number (identity.ts).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    /** Null for a member known only by an identity (WeChat, the app, Toutiao) until they bind a number. */
    mobile: text('mobile'),
    /**
     * When the member proved the number with an SMS code (sign-up, bind). Null: a number the
     * member holds without proof (set by a profile edit, when the profile still changed numbers); its proven owner takes it.
     */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** Null for a member who never chose a password (an identity member). */
    passwordHash: text('password_hash'),
    nickName: text('nick_name').notNull(),
    name: text('name').notNull().default(''),
    headImg: text('head_img').notNull().default(''),
    signature: text('signature').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_iid_mobile').on(t.iid, t.mobile)],
);

/**
 * The identities a member signs in by without a password: a WeChat official account's
 * openid (`wechat`), a mini-program's openid (`miniprogram`), the WeChat open platform's unionid
 * (`unionid`, shared by the two), the native app's rid (`app`) and Toutiao's unionId (`toutiao`).
 * One identity names one member of the tenant; a member may have several.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_identities_subject').on(t.iid, t.provider, t.subject), index('member_identities_member').on(t.memberId)],
);

/** Sessions: the sha-256 of the token (the token itself is never stored). */
export const memberSessions = pgTable('member_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A tenant's service desk, shown on the contact page. */
export const memberContacts = pgTable('member_contacts', {
  iid: integer('iid').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  hours: text('hours').notNull().default(''),
  address: text('address').notNull().default(''),
});
