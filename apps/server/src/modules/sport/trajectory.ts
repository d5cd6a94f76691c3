import { sport } from '@tongxin/api-client/catalogue';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { implement } from '../../platform/module';
import { shanghaiDay } from '../../platform/time';
import { requireMember, type Member } from '../member/api';
import { checkInCounts, memberSignStats } from '../sign/api';
import { sheetStats } from './papers';
import { sportSteps } from './schema';
import { challengeOf, goalDays } from './steps';

/** Growth per source: a site checked in, a certificate, a day at the step goal, a quiz point. */
const GROWTH = { checkIn: 10, certificate: 50, goalDay: 5, quizPoint: 1 } as const;
/** Levels by the growth they start at. */
const LEVELS = [
  { from: 0, title: '新手' },
  { from: 50, title: '同行者' },
  { from: 200, title: '探索者' },
  { from: 500, title: '领跑者' },
  { from: 1000, title: '同心之星' },
] as const;

async function memberFacts(db: Db, me: Member, today: string) {
  const sign = await memberSignStats(db, me.id);
  const challenge = await challengeOf(db, me.iid, today);
  const [goal] = await db
    .select({ n: count() })
    .from(sportSteps)
    .where(and(eq(sportSteps.memberId, me.id), gte(sportSteps.steps, challenge.dailyGoal)));
  const sheets = await sheetStats(db, me.id);
  return { ...sign, goalDays: Number(goal?.n ?? 0), ...sheets };
}

type Ranked = { memberId: number; name: string; avatar: string; count: number }[];
function countRank(rows: Ranked, me: Member | undefined) {
  const list = rows.map((r, i) => ({ rank: i + 1, memberId: r.memberId, name: r.name, avatar: r.avatar, count: r.count }));
  const strip = ({ memberId: _m, ...r }: (typeof list)[number]) => r;
  const mine = me ? list.find((r) => r.memberId === me.id) : undefined;
  return { list: list.slice(0, 100).map(strip), mine: mine ? strip(mine) : null };
}

/** Trajectory: badges, sign and step-goal ranks, and the member's growth. */
export const trajectoryCalls = [
  implement(sport.achievements, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const f = await memberFacts(s.db, me, shanghaiDay(now));
    const badge = (code: string, title: string, description: string, progress: number, target: number) => ({ code, title, description, earned: progress >= target, progress: Math.min(progress, target), target });
    return [
      badge('first-check-in', '初次打卡', '在任意点位完成一次打卡', f.checkIns, 1),
      badge('ten-sites', '打卡达人', '累计打卡10个点位', f.checkIns, 10),
      badge('certificate', '集章成功', '集齐一个打卡活动的全部点位', f.certificates, 1),
      badge('goal-day', '万步达人', '单日步数达到每日目标', f.goalDays, 1),
      badge('goal-week', '坚持一周', '累计7天达到每日步数目标', f.goalDays, 7),
      badge('first-quiz', '答题新人', '完成一份答卷', f.sheets, 1),
      badge('perfect-quiz', '满分学霸', '一份答卷获得满分', f.perfect, 1),
    ];
  }),

  implement(sport.signRank, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    return countRank(await checkInCounts(s.db, iid), me);
  }),

  implement(sport.checkRank, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    return countRank(await goalDays(s.db, iid, shanghaiDay(now)), me);
  }),

  implement(sport.growth, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const f = await memberFacts(s.db, me, shanghaiDay(now));
    const items = [
      { source: 'sign', title: '点位打卡', count: f.checkIns, value: f.checkIns * GROWTH.checkIn },
      { source: 'certificate', title: '打卡证书', count: f.certificates, value: f.certificates * GROWTH.certificate },
      { source: 'step', title: '步数达标', count: f.goalDays, value: f.goalDays * GROWTH.goalDay },
      { source: 'quiz', title: '答题得分', count: f.sheets, value: f.score * GROWTH.quizPoint },
    ];
    const value = items.reduce((n, i) => n + i.value, 0);
    const index = LEVELS.findLastIndex((l) => value >= l.from);
    const next = LEVELS[index + 1];
    return { value, level: index + 1, title: LEVELS[index]?.title ?? LEVELS[0].title, next: next ? next.from : null, items };
  }),
];
