import { cf, order } from '@tongxin/api-client/catalogue';
import { and, asc, countDistinct, desc, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse, ReplyError } from '../../http/reply-error';
import type { Services } from '../../services';
import { publicMembers } from '../member/api';
import { refundOrderInFull } from '../order/api';
import { settleToWallet } from '../wallet/api';
import { cfPayouts, cfProjects, cfSupports, cfTiers } from './schema';

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
    outcome: await outcomeOf(db, p),
  };
}

/** Paid support of a project now, read in the caller's transaction. */
async function raisedOf(tx: Db, projectId: number): Promise<number> {
  return (await totalsOf(tx, [projectId])).get(projectId)?.raisedFen ?? 0;
}

/**
 * Brings a succeeded project's payout to its raised amount: the launcher's wallet is credited the
 * difference (cause `crowdfunding`) and the payout row records the new total, in one transaction
 * under the payout row's lock, so two settlers (or a settler and a late payment) never pay twice
 * and a restart never leaves a payout half made.
 */
async function payOut(tx: Db, p: ProjectRow, now: Date): Promise<void> {
  await tx.insert(cfPayouts).values({ projectId: p.id, iid: p.iid, launcherId: p.launcherId, paidOutFen: 0, settledAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(cfPayouts).where(eq(cfPayouts.projectId, p.id)).for('update');
  if (!row) throw new Error(`payout of project ${p.id} vanished`);
  const delta = (await raisedOf(tx, p.id)) - row.paidOutFen;
  if (delta === 0) return;
  await settleToWallet(
    tx,
    { iid: p.iid, memberId: p.launcherId, cause: 'crowdfunding', title: delta > 0 ? `众筹成功结算：${p.title}` : `众筹支持退款扣回：${p.title}`, amountFen: delta },
    now,
  );
  await tx.update(cfPayouts).set({ paidOutFen: row.paidOutFen + delta, updatedAt: now }).where(eq(cfPayouts.projectId, p.id));
}

/**
 * Settles a project past its deadline: succeeded when paid support reached the goal (and its
 * raised amount paid out to the launcher in the same transaction), else failed. One conditional
 * UPDATE on the status, so two settlers settle it once.
 */
async function settle(s: Services, p: ProjectRow, now: Date): Promise<void> {
  await s.db.transaction(async (tx) => {
    const raised = await raisedOf(tx, p.id);
    const [settled] = await tx
      .update(cfProjects)
      .set({ status: raised >= p.goalFen ? P.succeeded : P.failed, settledAt: now })
      .where(and(eq(cfProjects.id, p.id), eq(cfProjects.status, P.funding), lte(cfProjects.deadline, now)))
      .returning();
    if (settled?.status === P.succeeded) await payOut(tx, settled, now);
  });
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
  if (fresh.status === P.succeeded && (await payoutBehind(s.db, fresh.id))) await s.db.transaction((tx) => payOut(tx, fresh, now));
  return fresh;
}

/** A succeeded project whose payout differs from its paid support (a payment that arrived, or a refund made, after the settlement). */
async function payoutBehind(db: Db, projectId: number): Promise<boolean> {
  const [row] = await db.select({ paidOutFen: cfPayouts.paidOutFen }).from(cfPayouts).where(eq(cfPayouts.projectId, projectId));
  return (row?.paidOutFen ?? 0) !== (await raisedOf(db, projectId));
}

/** What a finished project's page says of its end: what was paid out, or refunded to how many supporters. */
export async function outcomeOf(db: Db, p: ProjectRow): Promise<cf.Outcome | null> {
  if (!p.settledAt || (p.status !== P.succeeded && p.status !== P.failed)) return null;
  const [payout] = await db.select({ paidOutFen: cfPayouts.paidOutFen }).from(cfPayouts).where(eq(cfPayouts.projectId, p.id));
  const [refunds] = await db
    .select({ fen: sum(cfSupports.amountFen).mapWith(Number), supporters: countDistinct(cfSupports.memberId) })
    .from(cfSupports)
    .where(and(eq(cfSupports.projectId, p.id), inArray(cfSupports.status, [S.refunding, S.refunded])));
  return {
    settledAt: p.settledAt.toISOString(),
    paidOutFen: payout?.paidOutFen ?? 0,
    refundedFen: refunds?.fen ?? 0,
    refundedSupporters: refunds?.supporters ?? 0,
  };
}

/**
 * The settling job's one pass: every project past its deadline, every failed project with paid
 * support left (a pass interrupted by a restart), and every succeeded project whose payout is
 * behind its paid support, across tenants. All its state is in the rows, so a restart loses nothing.
 */
export async function sweepProjects(s: Services, limit = 100): Promise<number> {
  const now = new Date(s.now());
  const due = await s.db
    .select()
    .from(cfProjects)
    .where(
      sql`(${cfProjects.status} = ${P.funding} AND ${cfProjects.deadline} <= ${now.toISOString()}::timestamptz)
        OR (${cfProjects.status} = ${P.failed} AND EXISTS (SELECT 1 FROM ${cfSupports} WHERE ${cfSupports.projectId} = ${cfProjects.id} AND ${cfSupports.status} = ${S.paid}))
        OR (${cfProjects.status} = ${P.succeeded} AND COALESCE((SELECT ${cfPayouts.paidOutFen} FROM ${cfPayouts} WHERE ${cfPayouts.projectId} = ${cfProjects.id}), 0)
          <> COALESCE((SELECT SUM(${cfSupports.amountFen}) FROM ${cfSupports} WHERE ${cfSupports.projectId} = ${cfProjects.id} AND ${cfSupports.status} = ${S.paid}), 0))`,
    )
    .limit(limit);
  for (const p of due) await settleIfDue(s, p);
  return due.length;
}
