import { relation } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { publicMembers, type PublicMember } from '../member/api';
import { relationCompanies, relationHonors, relationImpressions, relationPraises, relationProfiles } from './schema';

/** A member of the tenant as others see them, or the refusal "该成员不存在". */
export async function requirePublicMember(db: Db, iid: number, memberId: number): Promise<PublicMember> {
  const found = (await publicMembers(db, iid, [memberId])).get(memberId);
  if (!found) throw refuse(relation.RELATION_ERRORS.memberNotFound);
  return found;
}

/** The impression tags others see, most given first. */
async function visibleTags(db: Db, memberId: number) {
  const rows = await db
    .select({ tag: relationImpressions.tag, count: count() })
    .from(relationImpressions)
    .where(and(eq(relationImpressions.memberId, memberId), eq(relationImpressions.hidden, false)))
    .groupBy(relationImpressions.tag)
    .orderBy(desc(count()), asc(relationImpressions.tag));
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/** The member's profile row, or the empty one a member has before they fill anything in. */
export async function profileRow(db: Db, iid: number, memberId: number) {
  const [row] = await db.select().from(relationProfiles).where(and(eq(relationProfiles.memberId, memberId), eq(relationProfiles.iid, iid)));
  return row;
}

/** relation.profile: what anyone signed in (or not) sees of member `memberId`; `viewerId` the caller. */
export async function profileOf(db: Db, iid: number, memberId: number, viewerId: number | undefined) {
  const face = await requirePublicMember(db, iid, memberId);
  const [row, tags, praised, honors, companies] = await Promise.all([
    profileRow(db, iid, memberId),
    visibleTags(db, memberId),
    db.select({ n: count() }).from(relationPraises).where(eq(relationPraises.memberId, memberId)),
    db.select().from(relationHonors).where(and(eq(relationHonors.memberId, memberId), eq(relationHonors.iid, iid))).orderBy(desc(relationHonors.date), desc(relationHonors.id)),
    db.select().from(relationCompanies).where(and(eq(relationCompanies.memberId, memberId), eq(relationCompanies.iid, iid))).orderBy(desc(relationCompanies.startDate), desc(relationCompanies.id)),
  ]);
  const mine = async (table: typeof relationPraises | typeof relationImpressions) =>
    viewerId !== undefined && (await db.select({ id: table.id }).from(table).where(and(eq(table.memberId, memberId), eq(table.fromMemberId, viewerId))).limit(1)).length > 0;
  return {
    ...face,
    realName: row?.realName ?? '',
    gender: row?.gender ?? 0,
    city: row?.city ?? '',
    intro: row?.intro ?? '',
    verified: row?.authStatus === relation.AUTH_STATUS.verified,
    extra: row?.extra ?? [],
    tags,
    praiseCount: Number(praised[0]?.n ?? 0),
    praisedByMe: await mine(relationPraises),
    impressedByMe: await mine(relationImpressions),
    honors: honors.map((h) => ({ id: h.id, title: h.title, date: h.date, image: h.image })),
    companies: companies.map((c) => ({ id: c.id, name: c.name, position: c.position, startDate: c.startDate, endDate: c.endDate })),
    isMe: viewerId === memberId,
  };
}
