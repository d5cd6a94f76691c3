import * as z from 'zod/mini';
import { callError } from '../../define';
import { instant, intParam, pagedByPageNumber, textParam } from '../shapes';

/** Most steps one day may report: more than a person walks in a day is refused. */
export const MAX_DAILY_STEPS = 80_000;
/** Steps a second, at most, since the day began (a report at 07:00 of 80 000 steps is not believed). */
export const MAX_STEPS_PER_SECOND = 3;
/** How many days back a report may be (WeChat Run gives 30). */
export const REPORT_DAYS_BACK = 30;
/** Most members of a step team. */
export const TEAM_SIZE = 20;

/** A calendar day 'YYYY-MM-DD' (Asia/Shanghai). */
export const dayParam = /* @__PURE__ */ textParam(10, 10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'));

/** A rank's period: today or this week (Monday to Sunday, Asia/Shanghai). */
export const periodParam = /* @__PURE__ */ z._default(z.enum(['day', 'week']), 'day');
export type Period = z.infer<typeof periodParam>;

/** The tenant's step challenge: the daily goal and the total that earns the certificate. */
export const challengeSchema = z.object({ title: z.string(), dailyGoal: z.number().check(z.int()), target: z.number().check(z.int()), startDay: z.string(), endDay: z.string() });

/** Today's steps and the week (count page). */
export const stepTodaySchema = z.object({
  day: z.string(),
  steps: z.number().check(z.int()),
  km: z.number(),
  kcal: z.number().check(z.int()),
  week: z.array(z.object({ day: z.string(), steps: z.number().check(z.int()) })),
  challenge: challengeSchema,
  /** Steps within the challenge's days. */
  total: z.number().check(z.int()),
  reached: z.boolean(),
  city: z.string(),
});
export type StepToday = z.infer<typeof stepTodaySchema>;

export const stepRankRowSchema = z.object({ rank: z.number().check(z.int()), name: z.string(), avatar: z.string(), city: z.string(), steps: z.number().check(z.int()) });
export type StepRankRow = z.infer<typeof stepRankRowSchema>;
export const cityRankRowSchema = z.object({ rank: z.number().check(z.int()), city: z.string(), steps: z.number().check(z.int()), people: z.number().check(z.int()) });
export type CityRankRow = z.infer<typeof cityRankRowSchema>;

export const teamSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  captain: z.string(),
  members: z.number().check(z.int()),
  /** The team's steps in the period asked (this week for a team's own page). */
  steps: z.number().check(z.int()),
  rank: z.number().check(z.int()),
});
export type Team = z.infer<typeof teamSchema>;
export const myTeamSchema = z.extend(teamSchema, {
  isCaptain: z.boolean(),
  list: z.array(z.object({ name: z.string(), avatar: z.string(), today: z.number().check(z.int()), week: z.number().check(z.int()) })),
});
export type MyTeam = z.infer<typeof myTeamSchema>;

export const stepCertificateSchema = z.object({ title: z.string(), name: z.string(), total: z.number().check(z.int()), target: z.number().check(z.int()), reachedOn: z.string(), certNo: z.string() });
export type StepCertificate = z.infer<typeof stepCertificateSchema>;

/** A question: single choice unless `multi`; the answer is never sent before the paper is submitted. */
export const questionSchema = z.object({ id: z.number().check(z.int()), text: z.string(), options: z.array(z.string()), multi: z.boolean(), score: z.number().check(z.int()) });
export type Question = z.infer<typeof questionSchema>;
export const paperSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  intro: z.string(),
  /** Seconds to answer the paper, 0 for no limit. */
  timeLimit: z.number().check(z.int()),
  questions: z.array(questionSchema),
  totalScore: z.number().check(z.int()),
  submitted: z.boolean(),
});
export type Paper = z.infer<typeof paperSchema>;
export const paperResultSchema = z.object({
  paperId: z.number().check(z.int()),
  title: z.string(),
  score: z.number().check(z.int()),
  totalScore: z.number().check(z.int()),
  correctCount: z.number().check(z.int()),
  questions: z.array(z.extend(questionSchema, { answer: z.array(z.number().check(z.int())), mine: z.array(z.number().check(z.int())), correct: z.boolean() })),
  submittedAt: instant,
});
export type PaperResult = z.infer<typeof paperResultSchema>;

export const badgeSchema = z.object({ code: z.string(), title: z.string(), description: z.string(), earned: z.boolean(), progress: z.number().check(z.int()), target: z.number().check(z.int()) });
export type Badge = z.infer<typeof badgeSchema>;

/** The member's growth: a level from points earned across sign-ins, steps and quizzes. */
export const growthSchema = z.object({
  value: z.number().check(z.int()),
  level: z.number().check(z.int()),
  title: z.string(),
  /** Growth the next level needs in total, null at the top. */
  next: z.nullable(z.number().check(z.int())),
  items: z.array(z.object({ source: z.string(), title: z.string(), value: z.number().check(z.int()), count: z.number().check(z.int()) })),
});
export type Growth = z.infer<typeof growthSchema>;

/** A leaderboard row of trajectory ranks. */
export const countRankRowSchema = z.object({ rank: z.number().check(z.int()), name: z.string(), avatar: z.string(), count: z.number().check(z.int()) });
export type CountRankRow = z.infer<typeof countRankRowSchema>;
export const countRankSchema = z.object({ list: z.array(countRankRowSchema), mine: z.nullable(countRankRowSchema) });

export const teamPaging = pagedByPageNumber(20, 50);
export const stepsParam = /* @__PURE__ */ intParam.check(z.gte(0));

export const paperNotFound = callError(404, '试卷不存在');
export const STEP_ERRORS = {
  implausible: callError(4201, '步数异常：超出正常步行范围，未记录'),
  badDay: callError(4202, '只能同步最近30天的步数'),
} as const;

/** How old WeChat Run data may be when it reaches the server (its watermark's time), in seconds. */
export const WERUN_MAX_AGE_S = 10 * 60;

/** The refusals of a WeChat Run upload (sport.werunReport), besides STEP_ERRORS. */
export const WERUN_ERRORS = {
  ...STEP_ERRORS,
  notConfigured: callError(503, '暂不支持同步微信运动'),
  codeInvalid: callError(4203, '微信登录已失效，请重新同步'),
  badData: callError(4204, '微信运动数据无法解密，请重新同步'),
  wrongApp: callError(4205, '微信运动数据不属于本小程序'),
  stale: callError(4206, '微信运动数据已过期，请重新同步'),
  notYours: callError(4207, '请使用本人微信同步步数'),
  unavailable: callError(502, '微信服务暂不可用，请稍后再试'),
} as const;
