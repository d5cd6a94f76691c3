import { sport } from '@tongxin/api-client/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { requireMember } from '../member/api';
import { sportPapers, sportQuestions, sportSheets } from './schema';

type QuestionRow = typeof sportQuestions.$inferSelect;
type SheetRow = typeof sportSheets.$inferSelect;

const answersSchema = z.record(z.string().regex(/^\d+$/), z.array(z.number().int().min(0).max(25)).max(26));

async function paperOf(db: Db, iid: number, id: number) {
  const [paper] = await db.select().from(sportPapers).where(and(eq(sportPapers.id, id), eq(sportPapers.iid, iid)));
  if (!paper) throw refuse(sport.paper.errors.notFound);
  const questions = await db.select().from(sportQuestions).where(eq(sportQuestions.paperId, id)).orderBy(asc(sportQuestions.sort), asc(sportQuestions.id));
  return { paper, questions };
}

const questionOf = (q: QuestionRow): sport.Question => ({ id: q.id, text: q.text, options: q.options, multi: q.answer.length > 1, score: q.score });
const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

function resultOf(paper: typeof sportPapers.$inferSelect, questions: QuestionRow[], sheet: SheetRow): sport.PaperResult {
  return {
    paperId: paper.id,
    title: paper.title,
    score: sheet.score,
    totalScore: questions.reduce((n, q) => n + q.score, 0),
    correctCount: sheet.correctCount,
    questions: questions.map((q) => {
      const mine = sheet.answers[String(q.id)] ?? [];
      return { ...questionOf(q), answer: q.answer, mine, correct: sameSet(mine, q.answer) };
    }),
    submittedAt: sheet.submittedAt.toISOString(),
  };
}

/** Question papers (quizzes and trajectory qapaper): read without answers, submit once, the scored result. */
export const paperCalls = [
  implement(sport.paper, async ({ iid, id, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    const { paper, questions } = await paperOf(s.db, iid, id);
    const [sheet] = me ? await s.db.select({ id: sportSheets.id }).from(sportSheets).where(and(eq(sportSheets.paperId, id), eq(sportSheets.memberId, me.id))) : [];
    return {
      id: paper.id,
      title: paper.title,
      intro: paper.intro,
      timeLimit: paper.timeLimit,
      questions: questions.map(questionOf),
      totalScore: questions.reduce((n, q) => n + q.score, 0),
      submitted: sheet !== undefined,
    };
  }),

  implement(sport.submitPaper, async ({ iid, token, paperId, answers }, { services: s }) => {
    const errors = sport.submitPaper.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const { paper, questions } = await paperOf(s.db, iid, paperId);
    let parsed: Record<string, number[]>;
    try {
      parsed = answersSchema.parse(JSON.parse(answers));
    } catch {
      throw refuse(errors.badAnswers);
    }
    const byId = new Map(questions.map((q) => [String(q.id), q]));
    for (const [id, chosen] of Object.entries(parsed)) {
      const q = byId.get(id);
      if (!q || chosen.some((i) => i >= q.options.length) || (q.answer.length === 1 && chosen.length > 1)) throw refuse(errors.badAnswers);
    }
    const kept = Object.fromEntries(questions.map((q) => [String(q.id), [...new Set(parsed[String(q.id)] ?? [])].sort()]));
    const correct = questions.filter((q) => sameSet(kept[String(q.id)] ?? [], q.answer));
    const [sheet] = await s.db
      .insert(sportSheets)
      .values({ iid, paperId, memberId: me.id, answers: kept, score: correct.reduce((n, q) => n + q.score, 0), correctCount: correct.length, submittedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!sheet) throw refuse(errors.already);
    return resultOf(paper, questions, sheet);
  }),

  implement(sport.paperResult, async ({ iid, token, paperId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const { paper, questions } = await paperOf(s.db, iid, paperId);
    const [sheet] = await s.db.select().from(sportSheets).where(and(eq(sportSheets.paperId, paperId), eq(sportSheets.memberId, me.id)));
    if (!sheet) throw refuse(sport.paperResult.errors.notSubmitted);
    return resultOf(paper, questions, sheet);
  }),
];

/** A member's submitted sheets: how many, and how many with full marks (badges, growth). */
export async function sheetStats(db: Db, memberId: number): Promise<{ sheets: number; perfect: number; score: number }> {
  const sheets = await db.select({ paperId: sportSheets.paperId, score: sportSheets.score }).from(sportSheets).where(eq(sportSheets.memberId, memberId));
  let perfect = 0;
  for (const sheet of sheets) {
    const questions = await db.select({ score: sportQuestions.score }).from(sportQuestions).where(eq(sportQuestions.paperId, sheet.paperId));
    if (sheet.score === questions.reduce((n, q) => n + q.score, 0)) perfect += 1;
  }
  return { sheets: sheets.length, perfect, score: sheets.reduce((n, x) => n + x.score, 0) };
}
