import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { memberIdentities, members } from './schema';

/*
 * What other modules may use of the member's: the session check every member call starts with,
 * the column that ties a row to its member, and the demo member their seeds give data to.
 */
export { requireMember, type Member } from './session';
export { maskMobile } from '../../platform/mask-mobile';

/** The demo member of tenant 1000 (README): sign in at /app/account/login with these. */
export const DEMO_MEMBER = { iid: 1000, mobile: '13800138000', password: 'tongxin2024', nickName: '同心志愿者' } as const;

/**
 * Tenant 1000's other demo members (no password: nobody signs in as them), so that ranks, teams,
 * fans and relations have people in them. Their numbers are 13900100001 and on, in this order.
 */
export const DEMO_COMMUNITY = [
  '山野徒步客', '晨跑的阿杰', '小林同学', '志愿者王姐', '绿色骑行者', '读书会小周', '社区医生陈', '爱心妈妈',
  '河道守护人', '摄影师老刘', '退休教师张', '大学生小吴', '咖啡店主Amy', '篮球少年', '手工达人莉莉', '护林员老赵',
  '急救员小何', '老街坊李叔', '环保少女', '程序员大伟', '舞蹈队刘姐', '快递小哥', '书法爱好者', '夜跑团团长',
] as const;

/** The mobile number of the i-th of DEMO_COMMUNITY. */
export const communityMobile = (i: number) => `139001${String(i + 1).padStart(5, '0')}`;

/** The demo member as stored (DEMO_MEMBER), for other modules' seeds. */
export async function demoMemberRow(db: Db): Promise<typeof members.$inferSelect> {
  const [row] = await db.select().from(members).where(and(eq(members.iid, DEMO_MEMBER.iid), eq(members.mobile, DEMO_MEMBER.mobile))).limit(1);
  if (!row) throw new Error('the member seed comes first: no demo member');
  return row;
}

/** Tenant 1000's other demo members (DEMO_COMMUNITY) as stored, in their order; for other modules' seeds. */
export async function communityMembers(db: Db): Promise<(typeof members.$inferSelect)[]> {
  const mobiles = DEMO_COMMUNITY.map((_, i) => communityMobile(i));
  const rows = await db.select().from(members).where(and(eq(members.iid, 1000), inArray(members.mobile, mobiles)));
  return mobiles.flatMap((mobile) => rows.filter((r) => r.mobile === mobile));
}

/** Registers a member as sign-up does (verified number, no password: a member who came by a code). Returns its id. */
export async function addMember(db: Db, m: { iid: number; mobile: string; nickName: string; headImg: string }, now: Date): Promise<number> {
  const [row] = await db.insert(members).values({ ...m, mobileVerifiedAt: now }).returning({ id: members.id });
  if (!row) throw new Error(`member ${m.mobile} not stored`);
  return row.id;
}

/** A row's member: `member_id` (or the column named), deleted with the member. */
export function memberIdColumn(name = 'member_id') {
  return integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
}

/** The id of a tenant's member with this mobile number, or undefined. */
export async function memberIdByMobile(db: Db, iid: number, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.iid, iid), eq(members.mobile, mobile))).limit(1);
  return row?.id;
}

/** The member of a tenant an environment's identity belongs to (a mini-program's openid: provider 'miniprogram'), or undefined. */
export async function memberIdOfIdentity(db: Db, iid: number, provider: 'wechat' | 'miniprogram' | 'unionid', subject: string): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.iid, iid), eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
    .limit(1);
  return row?.memberId;
}

/** Members by id — of tenant `iid`, or of any tenant when it is null — with what others may be shown. */
async function membersById(db: Db, iid: number | null, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const byId = inArray(members.id, [...new Set(ids)]);
  return db
    .select({ id: members.id, nickName: members.nickName, headImg: members.headImg, signature: members.signature, mobile: members.mobile })
    .from(members)
    .where(iid === null ? byId : and(eq(members.iid, iid), byId));
}

/** A member as other members see them: no mobile, no password, no identities. */
export interface PublicMember {
  memberId: number;
  nickName: string;
  headImg: string;
  signature: string;
}

/** The public faces of a tenant's members by id (those not of the tenant are left out). */
export async function publicMembers(db: Db, iid: number, ids: readonly number[]): Promise<Map<number, PublicMember>> {
  const rows = await membersById(db, iid, ids);
  return new Map(rows.map((r) => [r.id, { memberId: r.id, nickName: r.nickName, headImg: r.headImg, signature: r.signature }]));
}

/** What another member may see of a member: nickname, avatar and mobile (the caller masks it). */
export interface MemberProfile {
  readonly id: number;
  readonly nickName: string;
  readonly headImg: string;
  readonly mobile: string;
}

const profileOf = (r: Awaited<ReturnType<typeof membersById>>[number]): MemberProfile => ({ id: r.id, nickName: r.nickName, headImg: r.headImg, mobile: r.mobile ?? '' });

/** The profiles of these members of tenant `iid`, by id (ids of another tenant or unknown are left out). */
export async function memberProfiles(db: Db, iid: number, ids: readonly number[]): Promise<Map<number, MemberProfile>> {
  return new Map((await membersById(db, iid, ids)).map((r) => [r.id, profileOf(r)]));
}

/**
 * What distribution's lists and reviewers see of members (team lists, posters): memberProfiles
 * across tenants (a reviewer's list may span them).
 */
export async function memberCards(db: Db, ids: readonly number[]): Promise<Map<number, MemberProfile>> {
  return new Map((await membersById(db, null, ids)).map((r) => [r.id, profileOf(r)]));
}

/** How many members joined the tenant since `since`, by Shanghai day (days without any left out). */
export async function newMembersByDay(db: Db, iid: number, since: Date): Promise<{ day: string; members: number }[]> {
  const day = sql<string>`to_char(${members.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({ day, members: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.iid, iid), gte(members.createdAt, since)))
    .groupBy(day);
}
