import { cf, order } from '@tongxin/api-client/catalogue';
import { and, asc, countDistinct, desc, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse, ReplyError } from '../../http/reply-error';
import type { Services } from '../../services';
import { publicMembers } from '../member/api';
import { refundOrderInFull } from '../order/api';
import { cfProjects, cfSupports, cfTiers } from './schema';

export type ProjectRow = typeof cfProjects.$inferSelect;
const P = cf.PROJECT_STATUS;
const S = cf.SUPPORT_STATUS;

/** Raised (sum of paid support) and supporters (distinct paying members) of each project, from the supports themselves. */
export async function totalsOf(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return new Map<number, { raisedFen: number; supporters: number }>();
  const rows = await db
    .select({ projectId: cfSupports.projectId, raised: sum(cfSupports.amountFen).mapWith(Number), supporters: countDistinct(cfSupports.memberId) })
    .from(cfSupports)
    .where(and(inArray(cfSupports.projectId, [...projectIds]), eq(cfSupports.status, S.paid)))
    .groupBy(cfSupports.projectId);
  return new Map(rows.map((r) => [r.projectId, { raisedFen: r.raised, supporters: r.supporters }]));
}

export function progressOf(p: ProjectRow, totals: { raisedFen: number; supporters: number } | undefined, now: Date): cf.Progress {
  const raisedFen = totals?.raisedFen ?? 0;
  return {
    raisedFen,
    goalFen: p.goalFen,
    percent: Math.floor((raisedFen * 100) / p.goalFen),
    supporters: totals?.supporters ?? 0,
    deadline: p.deadline.toISOString(),
    secondsLeft: Math.max(0, Math.floor((p.deadline.getTime() - now.getTime()) / 1000)),
  };
}

const layoutOf = (layout: string): cf.Layout => (cf.LAYOUTS as readonly string[]).includes(layout) ? (layout as cf.Layout) : 'index';

export async function projectCards(db: Db, rows: ProjectRow[], now: Date): Promise<cf.ProjectCard[]> {
  const totals = await totalsOf(db, rows.map((r) => r.id));
  return rows.map((p) => ({ id: p.id, title: p.title, digest: p.digest, cover: p.images[0] ?? '', status: p.status, layout: layoutOf(p.layout), progress: progressOf(p, totals.get(p.id), now) }));
}

export async function projectOf(db: Db, iid: number, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(cfProjects).where(and(eq(cfProjects.id, id), eq(cfProjects.iid, iid)));
  if (!row) throw refuse(cf.CF_ERRORS.notFound);
  return row;
}

/** Public: funding or finished. Reviewing and rejected projects are their launcher's alone. */
export const isPublic = (p: ProjectRow) => p.status === P.funding || p.status === P.succeeded || p.status === P.failed;

export async function projectView(db: Db, p: ProjectRow, viewerId: number | undefined, now: Date): Promise<cf.Project> {
  const [card] = await projectCards(db, [p], now);
  if (!card) throw new Error('no card');
  const tiers = await db.select().from(cfTiers).where(eq(cfTiers.projectId, p.id)).orderBy(asc(cfTiers.sort), asc(cfTiers.id));
  const recent = await db
    .select({ memberId: cfSupports.memberId })
    .from(cfSupports)
    .where(and(eq(cfSupports.projectId, p.id), eq(cfSupports.status, S.paid)))
    .orderBy(desc(cfSupports.paidAt))
    .limit(30);
  const recentIds = [...new Set(recent.map((r) => r.memberId))].slice(0, 8);
  const faces = await publicMembers(db, p.iid, [p.launcherId, ...recentIds]);
  const face = (id: number) => faces.get(id) ?? { nickName: '志愿者', headImg: '' };
  return {
    ...card,
    story: p.story,
    images: p.images,
    risk: p.risk,
    rejectReason: p.launcherId === viewerId ? p.rejectReason : '',
    launcher: face(p.launcherId),
    contactPhone: p.contactPhone,
    createdAt: p.createdAt.toISOString(),
    tiers: tiers.map((t) => ({ id: t.id, title: t.title, description: t.description, amountFen: t.amountFen, limit: t.limit, taken: t.taken, needsAddress: t.needsAddress })),
    mine: p.launcherId === viewerId,
    payoutBound: p.payoutAccount !== '',
    recentSupporters: recentIds.map(face),
  };
}

/**
 * Settles a project past its deadline: succeeded when paid support reached the goal, else failed.
 * One conditional UPDATE on the status, so two settlers settle it once.
 */
async function settle(s: Services, p: ProjectRow, now: Date): Promise<void> {
  const raised = (await totalsOf(s.db, [p.id])).get(p.id)?.raisedFen ?? 0;
  await s.db
    .update(cfProjects)
    .set({ status: raised >= p.goalFen ? P.succeeded : P.failed, settledAt: now })
    .where(and(eq(cfProjects.id, p.id), eq(cfProjects.status, P.funding), lte(cfProjects.deadline, now)));
}

/**
 * Refunds every paid support of a failed project through the order kernel. Each support turns
 * `refunding` by a conditional UPDATE before its order's refund is asked, so a support is asked
 * once; one the provider refused goes back to `paid` and is asked again by the next sweep.
 */
async function refundSupporters(s: Services, projectId: number, title: string): Promise<number> {
  const due = await s.db.select().from(cfSupports).where(and(eq(cfSupports.projectId, projectId), eq(cfSupports.status, S.paid)));
  let asked = 0;
  for (const support of due) {
    const [taken] = await s.db
      .update(cfSupports)
      .set({ status: S.refunding })
      .where(and(eq(cfSupports.id, support.id), eq(cfSupports.status, S.paid)))
      .returning({ id: cfSupports.id });
    if (!taken) continue;
    try {
      await refundOrderInFull(s, support.orderId, `众筹未达目标自动退款：${title}`);
      asked += 1;
    } catch (error) {
      // Applied for already (the buyer's own refund, or an earlier sweep): nothing more to ask.
      if (error instanceof ReplyError && error.code === order.refund.errors.already.code) continue;
      await s.db.update(cfSupports).set({ status: S.paid }).where(and(eq(cfSupports.id, support.id), eq(cfSupports.status, S.refunding)));
    }
  }
  return asked;
}

/** Settles one project if its deadline has passed, and refunds what a failed project still holds. */
export async function settleIfDue(s: Services, p: ProjectRow): Promise<ProjectRow> {
  const now = new Date(s.now());
  if (p.status === P.funding && p.deadline.getTime() <= now.getTime()) await settle(s, p, now);
  const [fresh] = await s.db.select().from(cfProjects).where(eq(cfProjects.id, p.id));
  if (!fresh) throw refuse(cf.CF_ERRORS.notFound);
  if (fresh.status === P.failed) await refundSupporters(s, fresh.id, fresh.title);
  return fresh;
}

/**
 * The settling job's one pass: every project past its deadline, and every failed project with
 * paid support left (a pass interrupted by a restart), across tenants. All its state is in the
 * rows, so a restart loses nothing.
 */
export async function sweepProjects(s: Services, limit = 100): Promise<number> {
  const now = new Date(s.now());
  const due = await s.db
    .select()
    .from(cfProjects)
    .where(
      sql`(${cfProjects.status} = ${P.funding} AND ${cfProjects.deadline} <= ${now.toISOString()}::timestamptz)
        OR (${cfProjects.status} = ${P.failed} AND EXISTS (SELECT 1 FROM ${cfSupports} WHERE ${cfSupports.projectId} = ${cfProjects.id} AND ${cfSupports.status} = ${S.paid}))`,
    )
    .limit(limit);
  for (const p of due) await settleIfDue(s, p);
  return due.length;
}
