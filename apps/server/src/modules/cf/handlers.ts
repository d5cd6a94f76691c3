import { cf, COMMON_ERRORS } from '@tongxin/api-client/catalogue';
import { INPUT_MESSAGES, isMobile } from '@tongxin/validators';
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implement, type CallContext } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { publicMembers, requireMember } from '../member/api';
import { isPublic, projectCards, projectOf, projectView, settleIfDue } from './projects';
import { cfProjects, cfQuestions, cfSupports, cfTiers } from './schema';

const E = cf.CF_ERRORS;
const P = cf.PROJECT_STATUS;
const S = cf.SUPPORT_STATUS;
const DAY_MS = 86_400_000;
const nowOf = (ctx: CallContext) => new Date(ctx.services.now());
const signedIn = (iid: number, token: string, ctx: CallContext) => requireMember(ctx.services.db, iid, token, nowOf(ctx));

/** A deadline as the launcher gives it: a day (its end, Asia/Shanghai) or an instant. */
function deadlineOf(text: string): Date | undefined {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T23:59:59.999+08:00`) : Date.parse(text);
  return Number.isNaN(at) ? undefined : new Date(at);
}

/** A public project of the tenant, settled first if its deadline has passed (the launcher sees their own in any state). */
async function visibleProject(ctx: CallContext, iid: number, id: number, viewerId?: number) {
  const p = await settleIfDue(ctx.services, await projectOf(ctx.services.db, iid, id));
  if (!isPublic(p) && p.launcherId !== viewerId) throw refuse(E.notFound);
  return p;
}

async function launchersProject(ctx: CallContext, iid: number, token: string, id: number) {
  const me = await signedIn(iid, token, ctx);
  const p = await projectOf(ctx.services.db, iid, id);
  if (p.launcherId !== me.id) throw refuse(E.notLauncher);
  return p;
}

const maskAccount = (account: string) => `**** **** ${account.replace(/\s/g, '').slice(-4)}`;

export const cfCalls = [
  implement(cf.projects, async ({ iid, pageNo, pageSize }, ctx) => {
    const db = ctx.services.db;
    const where = and(eq(cfProjects.iid, iid), inArray(cfProjects.status, [P.funding, P.succeeded, P.failed]));
    const [total] = await db.select({ n: count() }).from(cfProjects).where(where);
    const rows = await db
      .select()
      .from(cfProjects)
      .where(where)
      .orderBy(sql`${cfProjects.status} = ${P.funding} DESC`, desc(cfProjects.id))
      .limit(pageSize)
      .offset(pageOffset({ pageNo, pageSize }));
    return { list: await projectCards(db, rows, nowOf(ctx)), total: total?.n ?? 0 };
  }),

  implement(cf.project, async ({ iid, id, token }, ctx) => {
    const viewer = token ? await signedIn(iid, token, ctx).catch(() => undefined) : undefined;
    const p = await visibleProject(ctx, iid, id, viewer?.id);
    return projectView(ctx.services.db, p, viewer?.id, nowOf(ctx));
  }),

  implement(cf.launch, async ({ iid, token, title, digest, story, images, goalFen, deadline, layout, risk, contactPhone, tiers }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const now = nowOf(ctx);
    if (goalFen < cf.LAUNCH_LIMITS.goalMinFen || goalFen > cf.LAUNCH_LIMITS.goalMaxFen) throw refuse(E.badGoal);
    const due = deadlineOf(deadline);
    const earliest = now.getTime() + ctx.services.config.cfMinMinutes * 60_000;
    if (!due || due.getTime() <= now.getTime() || due.getTime() < earliest || due.getTime() > now.getTime() + cf.LAUNCH_LIMITS.maxDays * DAY_MS) throw refuse(E.badDeadline);
    if (!isMobile(contactPhone)) throw refuse(COMMON_ERRORS.invalid, INPUT_MESSAGES.mobile);
    return ctx.services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cfProjects)
        .values({ iid, launcherId: me.id, title: title.trim(), digest, story, images, risk, contactPhone, layout, goalFen, deadline: due, createdAt: now })
        .returning({ id: cfProjects.id });
      if (!row) throw new Error('project not stored');
      if (tiers.length) await tx.insert(cfTiers).values(tiers.map((t, i) => ({ ...t, projectId: row.id, sort: i })));
      return { id: row.id };
    });
  }),

  implement(cf.mine, async ({ iid, token }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const rows = await ctx.services.db.select().from(cfProjects).where(and(eq(cfProjects.iid, iid), eq(cfProjects.launcherId, me.id))).orderBy(desc(cfProjects.id));
    const cards = await projectCards(ctx.services.db, rows, nowOf(ctx));
    return cards.map((c, i) => ({ ...c, rejectReason: rows[i]?.rejectReason ?? '', payoutBound: (rows[i]?.payoutAccount ?? '') !== '' }));
  }),

  implement(cf.bind, async ({ iid, token, id, holder, bank, account }, ctx) => {
    const p = await launchersProject(ctx, iid, token, id);
    await ctx.services.db.update(cfProjects).set({ payoutHolder: holder.trim(), payoutBank: bank.trim(), payoutAccount: account.replace(/\s/g, '') }).where(eq(cfProjects.id, p.id));
    return true;
  }),

  implement(cf.payout, async ({ iid, token, id }, ctx) => {
    const p = await launchersProject(ctx, iid, token, id);
    return p.payoutAccount ? { holder: p.payoutHolder, bank: p.payoutBank, account: maskAccount(p.payoutAccount) } : null;
  }),

  implement(cf.supporters, async ({ iid, id, pageNo, pageSize }, ctx) => {
    const db = ctx.services.db;
    const p = await visibleProject(ctx, iid, id);
    const where = and(eq(cfSupports.projectId, p.id), eq(cfSupports.status, S.paid));
    const [total] = await db.select({ n: count() }).from(cfSupports).where(where);
    const rows = await db
      .select({ support: cfSupports, tierTitle: cfTiers.title })
      .from(cfSupports)
      .leftJoin(cfTiers, eq(cfTiers.id, cfSupports.tierId))
      .where(where)
      .orderBy(desc(cfSupports.paidAt), desc(cfSupports.id))
      .limit(pageSize)
      .offset(pageOffset({ pageNo, pageSize }));
    const faces = await publicMembers(db, iid, rows.map((r) => r.support.memberId));
    return {
      total: total?.n ?? 0,
      list: rows.map(({ support, tierTitle }) => ({
        id: support.id,
        ...(faces.get(support.memberId) ?? { nickName: '志愿者', headImg: '' }),
        amountFen: support.amountFen,
        tierTitle: tierTitle ?? '',
        message: support.message,
        paidAt: (support.paidAt ?? support.createdAt).toISOString(),
      })),
    };
  }),

  implement(cf.rank, async ({ iid, id }, ctx) => {
    const db = ctx.services.db;
    const p = await visibleProject(ctx, iid, id);
    const rows = await db
      .select({ memberId: cfSupports.memberId, total: sum(cfSupports.amountFen).mapWith(Number), times: count() })
      .from(cfSupports)
      .where(and(eq(cfSupports.projectId, p.id), eq(cfSupports.status, S.paid)))
      .groupBy(cfSupports.memberId)
      .orderBy(desc(sum(cfSupports.amountFen)), cfSupports.memberId)
      .limit(20);
    const faces = await publicMembers(db, iid, rows.map((r) => r.memberId));
    return rows.map((r, i) => ({ rank: i + 1, ...(faces.get(r.memberId) ?? { nickName: '志愿者', headImg: '' }), totalFen: r.total, times: r.times }));
  }),

  implement(cf.mySupports, async ({ iid, token, id }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const p = await visibleProject(ctx, iid, id, me.id);
    const rows = await ctx.services.db
      .select({ support: cfSupports, tierTitle: cfTiers.title })
      .from(cfSupports)
      .leftJoin(cfTiers, eq(cfTiers.id, cfSupports.tierId))
      .where(and(eq(cfSupports.projectId, p.id), eq(cfSupports.memberId, me.id)))
      .orderBy(desc(cfSupports.id))
      .limit(50);
    return rows.map(({ support, tierTitle }) => ({ id: support.id, orderId: support.orderId, amountFen: support.amountFen, tierTitle: tierTitle ?? '', status: support.status, createdAt: support.createdAt.toISOString() }));
  }),

  implement(cf.questions, async ({ iid, id }, ctx) => {
    const db = ctx.services.db;
    const p = await visibleProject(ctx, iid, id);
    const rows = await db.select().from(cfQuestions).where(eq(cfQuestions.projectId, p.id)).orderBy(desc(cfQuestions.id)).limit(50);
    const faces = await publicMembers(db, iid, rows.map((r) => r.memberId));
    return rows.map((q) => ({ id: q.id, nickName: faces.get(q.memberId)?.nickName ?? '志愿者', question: q.question, answer: q.answer, askedAt: q.askedAt.toISOString() }));
  }),

  implement(cf.ask, async ({ iid, token, id, question }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const p = await visibleProject(ctx, iid, id, me.id);
    if (!ctx.services.limiter.hit(`cf:ask:${me.id}`, 10, 3_600_000)) throw refuse(COMMON_ERRORS.tooMany);
    const [row] = await ctx.services.db.insert(cfQuestions).values({ projectId: p.id, memberId: me.id, question: question.trim(), askedAt: nowOf(ctx) }).returning({ id: cfQuestions.id });
    if (!row) throw new Error('question not stored');
    return { id: row.id };
  }),

  implement(cf.answer, async ({ iid, token, questionId, answer }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const [row] = await ctx.services.db
      .select({ launcherId: cfProjects.launcherId })
      .from(cfQuestions)
      .innerJoin(cfProjects, eq(cfProjects.id, cfQuestions.projectId))
      .where(and(eq(cfQuestions.id, questionId), eq(cfProjects.iid, iid)));
    if (!row) throw refuse(E.notFound, '问题不存在');
    if (row.launcherId !== me.id) throw refuse(E.notLauncher);
    await ctx.services.db.update(cfQuestions).set({ answer: answer.trim(), answeredAt: nowOf(ctx) }).where(eq(cfQuestions.id, questionId));
    return true;
  }),
];
