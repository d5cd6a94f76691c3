import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { fen, instant, memberScope, pageOf, shape, textParam } from '../shapes';
import { pagedMember } from './schemas';

/** A question to the assistant, in characters. */
export const AI_QUESTION_MAX = 200;

export const AI_ERRORS = {
  noPack: callError(404, '次数包不存在'),
  empty: callError(400, '请输入问题'),
  tooLong: callError(400, `问题最多${AI_QUESTION_MAX}个字`),
  noCredits: callError(4033, '提问次数已用完，请先购买次数'),
  unavailable: callError(503, '助手暂时无法回答，本次不扣次数，请稍后再试', 503),
  timeout: callError(504, '助手回答超时，本次不扣次数，请稍后再试', 504),
} as const;

/** A pack of questions to the organisation's assistant (bought with order.create, orderType BUSINESS_TYPE.aiCredits, `keys` its id). */
export const aiPackSchema = shape(() => z.object({ id: z.number().check(z.int()), questions: z.number().check(z.int()), priceFen: fen }));
export type AiPack = z.infer<typeof aiPackSchema>;

/** The assistant page: the packs for sale, the member's questions left, and which answerer replies. */
export const aiInfo = defineCall({
  name: 'content.aiInfo',
  transport: 'api',
  method: 'GET',
  uri: '/content/ai/info',
  params: z.object(memberScope),
  result: z.object({
    packs: z.array(aiPackSchema),
    credits: z.number().check(z.int()),
    /** 'local' (rule-based, from the organisation's own articles) or 'http' (an OpenAI-compatible service). */
    provider: z.enum(['local', 'http']),
  }),
});

export const aiAnswerSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    question: z.string(),
    answer: z.string(),
    /** The organisation's articles the answer comes from. */
    sources: z.array(z.object({ title: z.string(), link: z.string() })),
    askedAt: instant,
  }),
);
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

/** Asks the assistant: takes one question credit (refused without one) and answers; a failed answer gives the credit back. */
export const aiAsk = defineCall({
  name: 'content.aiAsk',
  transport: 'api',
  method: 'POST',
  uri: '/content/ai/ask',
  params: z.object({ ...memberScope, question: textParam(AI_QUESTION_MAX * 2) }),
  result: z.object({ answer: aiAnswerSchema, credits: z.number().check(z.int()) }),
  errors: AI_ERRORS,
});

/** The member's questions to the assistant with their answers, newest first. */
export const aiHistory = defineCall({
  name: 'content.aiHistory',
  transport: 'api',
  method: 'GET',
  uri: '/content/ai/history',
  params: z.object({ ...memberScope, ...pagedMember.params }),
  result: pageOf(aiAnswerSchema),
  paging: pagedMember.paging,
});
