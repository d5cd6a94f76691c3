import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The members of a tenant, their sessions and the tenant's service desk. Every row carries its
 * tenant (iid): handlers always filter on it and on the member, so no member reads another's rows.
 */

/** A member of a tenant, signed in with mobile + password (scrypt hash, see session.ts). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    name: text('name').notNull().default(''),
    headImg: text('head_img').notNull().default(''),
    signature: text('signature').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_iid_mobile').on(t.iid, t.mobile)],
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
