import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * The members' delivery addresses. Every row carries its tenant (iid) and, where it
 * is a member's, the member: handlers filter on both, so no member reads another's rows.
 */

/** Delivery addresses; at most one default per member (a partial unique index keeps it so). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    areaCode: text('area_code').notNull(),
    address: text('address').notNull(),
    postCode: text('post_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_addresses_one_default').on(t.memberId).where(sql`${t.isDefault}`)],
);
