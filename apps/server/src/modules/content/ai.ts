import { content, order } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import type { Seller } from '../../platform/seller';
import { requireMember } from '../member/api';
import { textLength } from './access';
import { ChatUnavailableError, type ChatProvider } from '../../providers/chat-completions';
import type { Services } from '../../services';
import { chatAnswerer, localAnswerer, type Answerer } from './answerer';
import { contentAiCredits, contentAiQuestions } from './schema';

/*
 * Questions to the organisation's assistant (/app/pay/chatgpt): a member buys a pack of questions
 * (business type aiCredits, `keys` the pack's id, priced here), credited when the order's verified
 * notify arrives; each question takes one credit in one transaction, and a question the assistant
 * could not answer gives it back. The assistant is the local rule-based answerer, or an
 * OpenAI-compatible service when ANSWERER_BASE_URL is set (its timeout or failure: the member is
 * told so, and the credit is given back and the question dropped in one transaction).
 */

const AI = content.AI_ERRORS;

/** The packs for sale (fen). The same for every tenant for now (docs/decisions/content.md). */
export const AI_PACKS: readonly content.AiPack[] = [
  { id: 1, questions: 10, priceFen: 990 },
  { id: 2, questions: 30, priceFen: 2490 },
  { id: 3, questions: 100, priceFen: 6990 },
];

/** The answer when the organisation's articles say nothing about the question (the credit is given back). */
export const NO_MATCH = '没有在本组织的文章中找到相关内容，换个说法再问问吧（本次不扣次数）';

/** Which assistant answers: the OpenAI-compatible service when ANSWERER_BASE_URL is set, else the local rule-based one. */
const answerers = new WeakMap<ChatProvider, Answerer>();
function answererOf(s: Services): Answerer {
  if (!s.chat) return localAnswerer;
  let answerer = answerers.get(s.chat);
  if (!answerer) answerers.set(s.chat, (answerer = chatAnswerer(s.chat)));
  return answerer;
}

export const aiCreditSeller: Seller = {
  businessType: order.BUSINESS_TYPE.aiCredits,
  async quote(_tx, line) {
    const pack = AI_PACKS.find((p) => String(p.id) === line.keys);
    if (!pack) throw refuse(AI.noPack);
    if (line.num !== 1) throw refuse(order.create.errors.oneCard, '每次购买一个次数包');
    return { title: `智能问答 ${pack.questions} 次`, image: '', unitFen: pack.priceFen, num: 1, allowPoints: false, snapshot: { packId: pack.id, questions: pack.questions } };
  },
  async reserve() {},
  async release() {},
  async paid(tx, sold) {
    const { questions } = sold.snapshot as { questions: number };
    await tx
      .insert(contentAiCredits)
      .values({ iid: sold.iid, memberId: sold.memberId, orderId: sold.orderId, questions, createdAt: sold.paidAt ?? new Date() })
      .onConflictDoNothing();
  },
};

/** The member's questions left. */
export async function creditsLeft(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${contentAiCredits.questions} - ${contentAiCredits.used}), 0)::int` })
    .from(contentAiCredits)
    .where(eq(contentAiCredits.memberId, memberId));
  return Number(row?.n ?? 0);
}

/**
 * Takes one credit from the member's oldest pack with questions left and records the question, in
 * one transaction; undefined when there is none. Two questions racing for the last credit: the
 * row lock makes the second wait, re-read `used`, and find nothing left.
 */
async function takeCredit(db: Db, me: { id: number; iid: number }, question: string, now: Date) {
  return db.transaction(async (tx) => {
    const [pack] = await tx
      .select({ id: contentAiCredits.id })
      .from(contentAiCredits)
      .where(and(eq(contentAiCredits.memberId, me.id), lt(contentAiCredits.used, contentAiCredits.questions)))
      .orderBy(contentAiCredits.id)
      .limit(1)
      .for('update');
    if (!pack) return undefined;
    const taken = await tx
      .update(contentAiCredits)
      .set({ used: sql`${contentAiCredits.used} + 1` })
      .where(and(eq(contentAiCredits.id, pack.id), lt(contentAiCredits.used, contentAiCredits.questions)))
      .returning({ id: contentAiCredits.id });
    if (taken.length === 0) return undefined;
    const [row] = await tx.insert(contentAiQuestions).values({ iid: me.iid, memberId: me.id, creditId: pack.id, question, createdAt: now }).returning();
    if (!row) throw new Error('question row missing after insert');
    return row;
  });
}

/** Gives a question's credit back; `forget` also removes the question (the assistant gave no answer), in the same transaction. */
async function giveBack(db: Db, row: { id: number; creditId: number }, forget: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .update(contentAiCredits)
      .set({ used: sql`${contentAiCredits.used} - 1` })
      .where(and(eq(contentAiCredits.id, row.creditId), sql`${contentAiCredits.used} > 0`));
    if (forget) await tx.delete(contentAiQuestions).where(eq(contentAiQuestions.id, row.id));
  });
}

type QuestionRow = typeof contentAiQuestions.$inferSelect;
const view = (row: QuestionRow) => ({ id: row.id, question: row.question, answer: row.answer, sources: row.sources, askedAt: row.createdAt.toISOString() });

export const aiCalls = [
  implement(content.aiInfo, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return { packs: [...AI_PACKS], credits: await creditsLeft(s.db, me.id), provider: answererOf(s).kind };
  }),

  implement(content.aiAsk, async ({ iid, token, question: raw }, { services: s, request }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const question = raw.trim();
    if (!question) throw refuse(AI.empty);
    if (textLength(question) > content.AI_QUESTION_MAX) throw refuse(AI.tooLong);
    const row = await takeCredit(s.db, me, question, new Date(s.now()));
    if (!row) throw refuse(AI.noCredits);
    let reply: Awaited<ReturnType<Answerer['answer']>>;
    try {
      reply = await answererOf(s).answer({ db: s.db, iid, question });
    } catch (error) {
      request.log.warn({ err: error }, 'the assistant could not answer');
      await giveBack(s.db, row, true);
      throw refuse(error instanceof ChatUnavailableError && error.reason === 'timeout' ? AI.timeout : AI.unavailable);
    }
    if (!reply.answer) await giveBack(s.db, row, false);
    const answer = reply.answer || NO_MATCH;
    const [saved] = await s.db.update(contentAiQuestions).set({ answer, sources: reply.sources }).where(eq(contentAiQuestions.id, row.id)).returning();
    return { answer: view(saved ?? { ...row, answer, sources: reply.sources }), credits: await creditsLeft(s.db, me.id) };
  }),

  implement(content.aiHistory, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(contentAiQuestions.memberId, me.id), eq(contentAiQuestions.iid, iid));
    const rows = await s.db
      .select()
      .from(contentAiQuestions)
      .where(where)
      .orderBy(desc(contentAiQuestions.createdAt), desc(contentAiQuestions.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(contentAiQuestions).where(where);
    return { list: rows.map(view), total: total?.n ?? 0 };
  }),
];
