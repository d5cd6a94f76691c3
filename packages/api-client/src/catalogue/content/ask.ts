import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { fen, iidParam, instant, memberScope, pageOf, shape } from '../shapes';
import { pagedMember } from './schemas';

/** A paid question's length, in characters (a line break counts two, spec §5). */
export const ASK_MIN = 5;
export const ASK_MAX = 500;

/**
 * Refusals of a paid question. The question travels in the order's `info` (order.create with
 * orderType BUSINESS_TYPE.ask, `keys` the expert's id); the kernel's own errors come first.
 */
export const ASK_ERRORS = {
  noExpert: callError(404, '专家不存在或已停止答疑'),
  tooShort: callError(400, `问题至少${ASK_MIN}个字`),
  tooLong: callError(400, `问题最多${ASK_MAX}个字`),
  /** The admin API: the question was refunded for want of an answer, and can no longer be answered. */
  refunded: callError(409, '该问题已超时未答并退款，不能再回答', 409),
} as const;

/** An organisation's expert who answers paid questions, at the price the expert set. */
export const expertSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    avatar: z.string(),
    /** 头衔: what the expert is, e.g. 资深户外领队. */
    title: z.string(),
    intro: z.string(),
    /** Fen per question. */
    priceFen: fen,
    /** Questions answered so far. */
    answered: z.number().check(z.int()),
  }),
);
export type Expert = z.infer<typeof expertSchema>;

/** The tenant's experts who take paid questions. */
export const experts = defineCall({
  name: 'content.experts',
  transport: 'api',
  method: 'GET',
  uri: '/content/ask/experts',
  params: z.object({ iid: iidParam }),
  result: z.object({ list: z.array(expertSchema) }),
});

export const askedQuestionSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    expertId: z.number().check(z.int()),
    expertName: z.string(),
    question: z.string(),
    amountFen: fen,
    askedAt: instant,
    /** '' until the expert answers (in the admin API). */
    answer: z.string(),
    answeredAt: z.nullable(instant),
    /** When an unanswered question is refunded (ASK_ANSWER_HOURS after it was asked, 72 by default). */
    answerBy: instant,
    /** Set when the expert did not answer in time and the payment went back through the order's refund. */
    refundedAt: z.nullable(instant),
  }),
);
export type AskedQuestion = z.infer<typeof askedQuestionSchema>;

/** The member's paid questions (stored once the payment's notify arrived), newest first, with answers. */
export const myQuestions = defineCall({
  name: 'content.myQuestions',
  transport: 'api',
  method: 'GET',
  uri: '/content/ask/mine',
  params: z.object({ ...memberScope, ...pagedMember.params }),
  result: pageOf(askedQuestionSchema),
  paging: pagedMember.paging,
});
