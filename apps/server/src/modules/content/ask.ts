import { content, order } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import type { Seller } from '../../platform/seller';
import type { Services } from '../../services';
import { requireMember } from '../member/api';
import { textLength } from './access';
import { contentExperts, contentQuestions } from './schema';

/*
 * Paid questions (付费问答, /app/pay/ask): a member pays the expert's price to put a question.
 * The order (business type ask, `keys` the expert, `info` the question) is priced here; the
 * question is stored only when the order's verified notify arrives (`paid`), once per order. The
 * expert answers through the admin API; the asker reads the answer in content.myQuestions.
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
      })),
      total: total?.n ?? 0,
    };
  }),
];

const idParams = z.object({ id: z.coerce.number().int().positive() });
const answerBody = z.object({ answer: z.string().trim().min(1).max(2000) });
const listQuery = z.object({ iid: z.coerce.number().int().positive(), unanswered: z.enum(['0', '1']).default('1') });

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
      .where(and(eq(contentQuestions.iid, iid), unanswered === '1' ? isNull(contentQuestions.answeredAt) : undefined))
      .orderBy(contentQuestions.createdAt)
      .limit(200);
    return { code: 0, t: rows };
  });
  scope.post('/api/admin/content/questions/:id/answer', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const body = answerBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ code: 400, msg: '请填写回答（最多2000字）' });
    const [row] = await s.db
      .update(contentQuestions)
      .set({ answer: body.data.answer, answeredAt: new Date(s.now()) })
      .where(eq(contentQuestions.id, params.data.id))
      .returning({ id: contentQuestions.id, answeredAt: contentQuestions.answeredAt });
    if (!row) return reply.code(404).send({ code: 404, msg: '问题不存在' });
    return { code: 0, t: row };
  });
}
