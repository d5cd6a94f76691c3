import { and, eq, inArray } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members } from './schema';

/*
 * What other modules may use of the member's: the session check every member call starts with,
 * the column that ties a row to its member, and the demo member their seeds give data to.
 */
export { requireMember, type Member } from './session';

/** The demo member of tenant 1000 (README): sign in at /app/account/login with these. */
export const DEMO_MEMBER = { iid: 1000, mobile: '13800138000', password: 'tongxin2024', nickName: '同心志愿者' } as const;

/** A row's member: `member_id`, deleted with the member. */
export function memberIdColumn() {
  return integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
}

/** The id of a tenant's member with this mobile number, or undefined. */
export async function memberIdByMobile(db: Db, iid: number, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.iid, iid), eq(members.mobile, mobile))).limit(1);
  return row?.id;
}

/** What other members may see of a member (team lists, posters): the nickname, avatar and number, by id. */
export async function memberCards(db: Db, ids: readonly number[]): Promise<Map<number, { nickName: string; headImg: string; mobile: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, nickName: members.nickName, headImg: members.headImg, mobile: members.mobile })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { nickName: r.nickName, headImg: r.headImg, mobile: r.mobile ?? '' }]));
}
