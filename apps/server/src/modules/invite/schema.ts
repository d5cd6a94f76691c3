import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Invite codes and the bindings they made (spec §7 cmgoods: a member's sub-accounts). A code binds
 * one member once; a member has one inviter per tenant.
 */

export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    kind: text('kind').$type<'sub' | 'actseller'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who bound it; null while open. */
    usedBy: integer('used_by'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_codes_member').on(t.memberId, t.kind)],
);

/** A member bound under another (the child); one inviter per member and tenant. */
export const inviteBindings = pgTable(
  'invite_bindings',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    parentId: integer('parent_id').notNull(),
    memberId: memberIdColumn(),
    kind: text('kind').$type<'sub' | 'actseller'>().notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_bindings_member').on(t.iid, t.memberId), index('invite_bindings_parent').on(t.parentId)],
);

/** A reward step of INVITE_GIFTS granted to an inviter, once. */
export const inviteGifts = pgTable(
  'invite_gifts',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    invited: integer('invited').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_gifts_step').on(t.memberId, t.invited)],
);
