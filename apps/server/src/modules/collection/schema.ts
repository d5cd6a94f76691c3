import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * What members collected (favourited). Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

/** Collected items. */
export const memberCollections = pgTable(
  'member_collections',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_collections_once').on(t.memberId, t.targetType, t.targetId)],
);
