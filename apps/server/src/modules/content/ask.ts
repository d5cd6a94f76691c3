import { content, order, shapes } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { implement, type ModuleContext } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import type { Seller } from '../../platform/seller';
import type { Services } from '../../services';
import { mayAct } from '../staff/api';
import { refuse, ReplyError } from '../../http/reply-error';
import { requireMember } from '../member/api';
import { refundOrderInFull } from '../order/api';
import { textLength } from './access';
import { contentExperts, contentQuestions } from './schema';

/*
 * Paid questions (付费问答, /app/pay/ask): a member pays the expert's price to put a question.
 * The order (business type ask, `keys` the expert, `info` the question) is priced here; the
 * question is stored only when the order's verified notify arrives (`paid`), once per order. The
 * expert answers through the admin API; the asker reads the answer in content.myQuestions.
 *
 * A question the expert has not answered ASK_ANSWER_HOURS (72 by default) after it was asked is
 * refunded in full through the order kernel's refund path (refundOverdueQuestions): the question
 * is marked refunded and the order's refund claimed in one transaction, and the kernel's sweeper
 * asks the payment provider. A job does it at start and every ASK_SWEEP_SECONDS, and the asker's
 * own list does it for their questions on the spot; all its state is in the rows.
 */

const ASK = content.ASK_ERRORS;

/** The question as the member typed it, checked (trimmed; a line break counts two characters). */
export function checkedQuestion(text: string): string {
  const question = text.trim();
  const length = textLength(question);
  if (length < content.ASK_MIN) throw refuse(ASK.tooShort);
  if (length > content.ASK_MAX) throw refuse(ASK.tooLong);
  return question;
}

export const askSeller: Seller = {
  businessType: order.BUSINESS_TYPE.ask,
  async quote(tx, line) {
    const id = Number(line.keys);
    if (line.num !== 1) throw refuse(order.create.errors.oneCard, '每次提一个问题');
    const [expert] = Number.isInteger(id) && id > 0
      ? await tx
          .select()
          .from(contentExperts)
          .where(and(eq(contentExperts.id, id), eq(contentExperts.iid, line.iid), eq(contentExperts.active, true)))
          .limit(1)
      : [];
    if (!expert) throw refuse(ASK.noExpert);
    const question = checkedQuestion(line.info);
    return { title: `向${expert.name}提问`, image: expert.avatar, unitFen: expert.priceFen, num: 1, allowPoints: false, snapshot: { expertId: expert.id, question } };
  },
  async reserve() {},
  async release() {},
  async paid(tx, sold) {
    const { expertId, question } = sold.snapshot as { expertId: number; question: string };
    await tx
      .insert(contentQuestions)
      .values({ iid: sold.iid, memberId: sold.memberId, expertId, orderId: sold.orderId, question, amountFen: sold.payFen, createdAt: sold.paidAt ?? new Date() })
      .onConflictDoNothing();
  },
};

export const askCalls = [
  implement(content.experts, async ({ iid }, { services: s }) => {
    const answered = sql<number>`count(${contentQuestions.answeredAt})::int`;
    const rows = await s.db
      .select({ id: contentExperts.id, name: contentExperts.name, avatar: contentExperts.avatar, title: contentExperts.title, intro: contentExperts.intro, priceFen: contentExperts.priceFen, answered })
      .from(contentExperts)
      .leftJoin(contentQuestions, eq(contentQuestions.expertId, contentExperts.id))
      .where(and(eq(contentExperts.iid, iid), eq(contentExperts.active, true)))
      .groupBy(contentExperts.id)
      .orderBy(contentExperts.id);
    return { list: rows.map((r) => ({ ...r, answered: Number(r.answered) })) };
  }),

  implement(content.myQuestions, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(contentQuestions.memberId, me.id), eq(contentQuestions.iid, iid));
    // The member's own overdue questions are refunded now, not at the job's next pass.
    await refundOverdueQuestions(s, { memberId: me.id });
    const answerMs = s.config.askAnswerHours * 3600_000;
    const rows = await s.db
      .select({ q: contentQuestions, expertName: contentExperts.name })
      .from(contentQuestions)
      .innerJoin(contentExperts, eq(contentExperts.id, contentQuestions.expertId))
      .where(where)
      .orderBy(desc(contentQuestions.createdAt), desc(contentQuestions.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(contentQuestions).where(where);
    return {
      list: rows.map(({ q, expertName }) => ({
        id: q.id,
        expertId: q.expertId,
        expertName,
        question: q.question,
        amountFen: q.amountFen,
        askedAt: q.createdAt.toISOString(),
        answer: q.answer,
        answeredAt: q.answeredAt?.toISOString() ?? null,
        answerBy: new Date(q.createdAt.getTime() + answerMs).toISOString(),
        refundedAt: q.refundedAt?.toISOString() ?? null,
      })),
      total: total?.n ?? 0,
    };
  }),
];

const idParams = z.object({ id: shapes.idParam });
const answerBody = z.object({ answer: z.string().trim().min(1).max(2000) });
const listQuery = z.object({ iid: shapes.idParam, unanswered: z.enum(['0', '1']).default('1') });

/**
 * The experts' side, in the content admin API: GET /api/admin/content/questions?iid&unanswered
 * lists a tenant's paid questions; POST /api/admin/content/questions/:id/answer { answer } answers
 * one (again: corrects the answer).
 */
export function registerAskAdmin(scope: FastifyInstance, s: Services) {
  scope.get('/api/admin/content/questions', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ code: 400, msg: '需要 iid' });
    const { iid, unanswered } = query.data;
    const rows = await s.db
      .select()
      .from(contentQuestions)
      .where(and(eq(contentQuestions.iid, iid), unanswered === '1' ? and(isNull(contentQuestions.answeredAt), isNull(contentQuestions.refundedAt)) : undefined))
      .orderBy(contentQuestions.createdAt)
      .limit(200);
    return { code: 0, t: rows };
  });
  scope.post('/api/admin/content/questions/:id/answer', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const body = answerBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ code: 400, msg: '请填写回答（最多2000字）' });
    const [asked] = await s.db.select({ iid: contentQuestions.iid }).from(contentQuestions).where(eq(contentQuestions.id, params.data.id));
    if (!asked || !mayAct(request, asked.iid)) return reply.code(404).send({ code: 404, msg: '问题不存在' });
    const [row] = await s.db
      .update(contentQuestions)
      .set({ answer: body.data.answer, answeredAt: new Date(s.now()) })
      .where(and(eq(contentQuestions.id, params.data.id), isNull(contentQuestions.refundedAt)))
      .returning({ id: contentQuestions.id, answeredAt: contentQuestions.answeredAt });
    if (!row) {
      const [exists] = await s.db.select({ id: contentQuestions.id }).from(contentQuestions).where(eq(contentQuestions.id, params.data.id));
      if (exists) return reply.code(ASK.refunded.status ?? 409).send({ code: ASK.refunded.code, msg: ASK.refunded.msg });
      return reply.code(404).send({ code: 404, msg: '问题不存在' });
    }
    return { code: 0, t: row };
  });
}

/** The refund's reason, as the order shows it. */
export const ASK_REFUND_REASON = '专家超时未回答，自动退款';

/**
 * Refunds the paid questions still unanswered ASK_ANSWER_HOURS after they were asked (all
 * tenants', or one member's): per question, one transaction marks it refunded (only if still
 * unanswered and not refunded, so an answer racing the job wins or loses as a whole) and claims
 * its order's full refund; the order kernel's sweeper then asks the provider (a claim inside a
 * transaction is never sent before it commits). An order whose refund was applied for already
 * (the buyer's own) is only marked. Returns how many were refunded.
 */
export async function refundOverdueQuestions(s: Services, scope: { memberId?: number } = {}, limit = 100): Promise<number> {
  const due = new Date(s.now() - s.config.askAnswerHours * 3600_000);
  const rows = await s.db
    .select({ id: contentQuestions.id, orderId: contentQuestions.orderId })
    .from(contentQuestions)
    .where(
      and(
        isNull(contentQuestions.answeredAt),
        isNull(contentQuestions.refundedAt),
        lte(contentQuestions.createdAt, due),
        scope.memberId === undefined ? undefined : eq(contentQuestions.memberId, scope.memberId),
      ),
    )
    .orderBy(contentQuestions.createdAt)
    .limit(limit);
  let refunded = 0;
  for (const row of rows) {
    const done = await s.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(contentQuestions)
        .set({ refundedAt: new Date(s.now()) })
        .where(and(eq(contentQuestions.id, row.id), isNull(contentQuestions.answeredAt), isNull(contentQuestions.refundedAt)))
        .returning({ id: contentQuestions.id });
      if (!taken) return false;
      try {
        await refundOrderInFull(s, row.orderId, ASK_REFUND_REASON, tx);
      } catch (error) {
        if (!(error instanceof ReplyError && error.code === order.refund.errors.already.code)) throw error;
      }
      return true;
    });
    if (done) refunded += 1;
  }
  return refunded;
}

/**
 * The unanswered-question job: once when the app is ready (questions that fell due while the
 * server was down) and then every ASK_SWEEP_SECONDS. It keeps no state of its own.
 */
export function startAskRefunds({ app, services: s }: Pick<ModuleContext, 'app' | 'services'>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= refundOverdueQuestions(s)
      .catch((error: unknown) => app.log.error(error, 'refunding unanswered questions failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, s.config.askSweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
