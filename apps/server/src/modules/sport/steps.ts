import { sport } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { shanghaiDay } from '../../platform/time';
import { z } from 'zod';
import { decryptWechatData, WechatDataError } from '../../providers/wechat-mini';
import { WechatOAuthError } from '../../providers/wechat-oauth';
import { memberIdOfIdentity, requireMember, type Member } from '../member/api';
import { sportChallenges, sportSteps, sportTeamMembers, sportTeams } from './schema';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day's week. */
export const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** Seconds since the day began in Asia/Shanghai. */
const secondsToday = (now: Date) => Math.floor(((now.getTime() + 8 * 3_600_000) % DAY_MS) / 1000);

type Walker = Pick<Member, 'id' | 'iid' | 'nickName' | 'mobile' | 'headImg'>;
const nickOf = (me: Walker) => me.nickName || `用户${(me.mobile ?? String(me.id)).slice(-4)}`;

/** The most steps believed for a day: MAX_DAILY_STEPS, and today no faster than MAX_STEPS_PER_SECOND since the day began. */
const mostSteps = (day: string, today: string, now: Date) => (day === today ? Math.min(sport.MAX_DAILY_STEPS, secondsToday(now) * sport.MAX_STEPS_PER_SECOND) : sport.MAX_DAILY_STEPS);

/** Keeps a day's count: one report a day replaces the day's count (a day's total), never adds to it. */
export async function saveDay(db: Db, me: Walker, day: string, steps: number, city: string, now: Date) {
  const values = { memberId: me.id, day, iid: me.iid, steps, city, nick: nickOf(me), avatar: me.headImg, updatedAt: now };
  await db
    .insert(sportSteps)
    .values(values)
    .onConflictDoUpdate({
      target: [sportSteps.memberId, sportSteps.day],
      set: { steps, nick: values.nick, avatar: values.avatar, updatedAt: now, ...(city ? { city } : {}) },
    });
}

/** WeChat Run's decrypted data: a day's steps by the day's start (unix seconds, Asia/Shanghai), the last 31 days. */
const werunData = z.object({
  stepInfoList: z.array(z.object({ timestamp: z.number().int(), step: z.number().int().min(0) })).max(62),
  watermark: z.object({ appid: z.string(), timestamp: z.number().int() }),
});

/** The tenant's challenge (a default when it has none). */
export async function challengeOf(db: Db, iid: number, today: string) {
  const [row] = await db.select().from(sportChallenges).where(eq(sportChallenges.iid, iid));
  return row ?? { iid, title: '健步走挑战', dailyGoal: 10_000, target: 100_000, startDay: addDays(today, -30), endDay: addDays(today, 30) };
}

/** The period's first and last day. */
const range = (period: sport.Period, today: string) => (period === 'week' ? { from: weekStart(today), to: today } : { from: today, to: today });

async function stepToday(db: Db, me: Member, now: Date): Promise<sport.StepToday> {
  const today = shanghaiDay(now);
  const challenge = await challengeOf(db, me.iid, today);
  const from = addDays(today, -6);
  const rows = await db
    .select()
    .from(sportSteps)
    .where(and(eq(sportSteps.memberId, me.id), gte(sportSteps.day, from), lte(sportSteps.day, today)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const steps = byDay.get(today)?.steps ?? 0;
  const [total] = await db
    .select({ n: sum(sportSteps.steps).mapWith(Number) })
    .from(sportSteps)
    .where(and(eq(sportSteps.memberId, me.id), gte(sportSteps.day, challenge.startDay), lte(sportSteps.day, challenge.endDay)));
  const [last] = await db.select({ city: sportSteps.city }).from(sportSteps).where(eq(sportSteps.memberId, me.id)).orderBy(desc(sportSteps.updatedAt)).limit(1);
  const sumSteps = total?.n ?? 0;
  return {
    day: today,
    steps,
    // About 0.7 m a step and 0.04 kcal a step.
    km: Math.round(steps * 0.0007 * 10) / 10,
    kcal: Math.round(steps * 0.04),
    week: Array.from({ length: 7 }, (_, i) => addDays(from, i)).map((day) => ({ day, steps: byDay.get(day)?.steps ?? 0 })),
    challenge: { title: challenge.title, dailyGoal: challenge.dailyGoal, target: challenge.target, startDay: challenge.startDay, endDay: challenge.endDay },
    total: sumSteps,
    reached: sumSteps >= challenge.target,
    city: last?.city ?? '',
  };
}

/** Members' steps of a period, most first. */
async function ranked(db: Db, iid: number, period: sport.Period, today: string) {
  const { from, to } = range(period, today);
  const rows = await db
    .select({ memberId: sportSteps.memberId, name: max(sportSteps.nick), avatar: max(sportSteps.avatar), city: max(sportSteps.city), steps: sum(sportSteps.steps).mapWith(Number) })
    .from(sportSteps)
    .where(and(eq(sportSteps.iid, iid), gte(sportSteps.day, from), lte(sportSteps.day, to)))
    .groupBy(sportSteps.memberId)
    .orderBy(desc(sum(sportSteps.steps)), asc(sportSteps.memberId));
  return rows.map((r, i) => ({ rank: i + 1, memberId: r.memberId, name: r.name ?? '', avatar: r.avatar ?? '', city: r.city ?? '', steps: r.steps }));
}

/** Teams with their steps this week, most first. */
async function rankedTeams(db: Db, iid: number, today: string) {
  const from = weekStart(today);
  const rows = await db
    .select({
      id: sportTeams.id,
      name: sportTeams.name,
      captain: sportTeams.captainName,
      members: sql<number>`(select count(*) from ${sportTeamMembers} m where m.team_id = ${sportTeams.id})`.mapWith(Number),
      steps: sql<number>`coalesce((select sum(s.steps) from ${sportSteps} s join ${sportTeamMembers} m on m.member_id = s.member_id where m.team_id = ${sportTeams.id} and s.day >= ${from} and s.day <= ${today}), 0)`.mapWith(Number),
    })
    .from(sportTeams)
    .where(eq(sportTeams.iid, iid));
  return rows.sort((a, b) => b.steps - a.steps || a.id - b.id).map((r, i) => ({ ...r, rank: i + 1 }));
}

/** Step challenges: reports, ranks, teams, certificate. */
export const stepCalls = [
  implement(sport.stepToday, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    return stepToday(s.db, await requireMember(s.db, iid, token, now), now);
  }),

  implement(sport.stepReport, async ({ iid, token, steps, day, city }, { services: s }) => {
    const errors = sport.stepReport.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const today = shanghaiDay(now);
    const of = day ?? today;
    if (of > today || of < addDays(today, -sport.REPORT_DAYS_BACK)) throw refuse(errors.badDay);
    if (steps > mostSteps(of, today, now)) throw refuse(errors.implausible);
    await saveDay(s.db, me, of, steps, city ?? '', now);
    return stepToday(s.db, me, now);
  }),

  implement(sport.werunReport, async ({ iid, token, code, encryptedData, iv, city }, { services: s }) => {
    const errors = sport.werunReport.errors;
    const mini = s.wechatMini;
    if (!mini) throw refuse(errors.notConfigured);
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    let session;
    try {
      session = await mini.code2Session(code.trim());
    } catch (error) {
      if (error instanceof WechatOAuthError) throw refuse(error.reason === 'code' ? errors.codeInvalid : errors.unavailable);
      throw error;
    }
    // The steps are the WeChat user's: only their own member may keep them.
    if ((await memberIdOfIdentity(s.db, iid, 'miniprogram', session.openid)) !== me.id) throw refuse(errors.notYours);
    let plain;
    try {
      plain = decryptWechatData(session.sessionKey, encryptedData, iv, mini.appId);
    } catch (error) {
      if (error instanceof WechatDataError) throw refuse(error.reason === 'appid' ? errors.wrongApp : errors.badData);
      throw error;
    }
    const data = werunData.safeParse(plain);
    if (!data.success) throw refuse(errors.badData);
    // Data fetched long ago (or replayed) is not taken: the watermark carries when WeChat gave it.
    const age = now.getTime() / 1000 - data.data.watermark.timestamp;
    if (age > sport.WERUN_MAX_AGE_S || age < -60) throw refuse(errors.stale);
    const today = shanghaiDay(now);
    const days = new Map<string, number>();
    for (const { timestamp, step } of data.data.stepInfoList) {
      const day = shanghaiDay(new Date(timestamp * 1000));
      if (day > today || day < addDays(today, -sport.REPORT_DAYS_BACK) || step === 0) continue;
      if (step > mostSteps(day, today, now)) throw refuse(errors.implausible);
      days.set(day, step);
    }
    await s.db.transaction(async (tx) => {
      for (const [day, steps] of days) await saveDay(tx, me, day, steps, city ?? '', now);
    });
    return stepToday(s.db, me, now);
  }),

  implement(sport.stepRank, async ({ iid, period, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    const rows = await ranked(s.db, iid, period, shanghaiDay(now));
    const strip = ({ memberId: _m, ...r }: (typeof rows)[number]) => r;
    const mine = me ? rows.find((r) => r.memberId === me.id) : undefined;
    return { list: rows.slice(0, 100).map(strip), mine: mine ? strip(mine) : null };
  }),

  implement(sport.cityRank, async ({ iid, period }, { services: s }) => {
    const rows = await ranked(s.db, iid, period, shanghaiDay(new Date(s.now())));
    const cities = new Map<string, { steps: number; people: number }>();
    for (const r of rows) {
      const city = r.city || '其他';
      const c = cities.get(city) ?? { steps: 0, people: 0 };
      cities.set(city, { steps: c.steps + r.steps, people: c.people + 1 });
    }
    return [...cities.entries()].sort((a, b) => b[1].steps - a[1].steps).map(([city, c], i) => ({ rank: i + 1, city, ...c }));
  }),

  implement(sport.teams, async ({ iid, ...page }, { services: s }) => {
    const rows = await rankedTeams(s.db, iid, shanghaiDay(new Date(s.now())));
    const offset = pageOffset(page);
    return { list: rows.slice(offset, offset + page.pageSize), total: rows.length };
  }),

  implement(sport.myTeam, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const [mine] = await s.db.select().from(sportTeamMembers).where(eq(sportTeamMembers.memberId, me.id));
    if (!mine) return null;
    const today = shanghaiDay(now);
    const team = (await rankedTeams(s.db, iid, today)).find((t) => t.id === mine.teamId);
    if (!team) return null;
    const [captain] = await s.db.select({ captainId: sportTeams.captainId }).from(sportTeams).where(eq(sportTeams.id, team.id));
    const members = await s.db.select({ memberId: sportTeamMembers.memberId }).from(sportTeamMembers).where(eq(sportTeamMembers.teamId, team.id)).orderBy(asc(sportTeamMembers.joinedAt));
    const week = await ranked(s.db, iid, 'week', today);
    const day = await ranked(s.db, iid, 'day', today);
    const list = members.map(({ memberId }) => {
      const w = week.find((r) => r.memberId === memberId);
      const d = day.find((r) => r.memberId === memberId);
      return { name: w?.name || (memberId === me.id ? nickOf(me) : '队员'), avatar: w?.avatar ?? '', today: d?.steps ?? 0, week: w?.steps ?? 0 };
    });
    return { ...team, isCaptain: captain?.captainId === me.id, list };
  }),

  implement(sport.createTeam, async ({ iid, token, name }, { services: s }) => {
    const errors = sport.createTeam.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    return s.db.transaction(async (tx) => {
      const [held] = await tx.select().from(sportTeamMembers).where(eq(sportTeamMembers.memberId, me.id));
      if (held) throw refuse(errors.inTeam);
      const [team] = await tx.insert(sportTeams).values({ iid, name: name.trim(), captainId: me.id, captainName: nickOf(me), createdAt: now }).onConflictDoNothing().returning({ id: sportTeams.id });
      if (!team) throw refuse(errors.nameTaken);
      const joined = await tx.insert(sportTeamMembers).values({ memberId: me.id, teamId: team.id, iid, joinedAt: now }).onConflictDoNothing().returning();
      if (joined.length === 0) throw refuse(errors.inTeam);
      return team.id;
    });
  }),

  implement(sport.joinTeam, async ({ iid, token, teamId }, { services: s }) => {
    const errors = sport.joinTeam.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    return s.db.transaction(async (tx) => {
      // The team row is locked, so two joiners for the last place are counted one after the other.
      const [team] = await tx.select().from(sportTeams).where(and(eq(sportTeams.id, teamId), eq(sportTeams.iid, iid))).for('update');
      if (!team) throw refuse(errors.notFound);
      const [size] = await tx.select({ n: count() }).from(sportTeamMembers).where(eq(sportTeamMembers.teamId, teamId));
      if (Number(size?.n ?? 0) >= sport.TEAM_SIZE) throw refuse(errors.full);
      const joined = await tx.insert(sportTeamMembers).values({ memberId: me.id, teamId, iid, joinedAt: now }).onConflictDoNothing().returning();
      if (joined.length === 0) throw refuse(errors.inTeam);
      return true;
    });
  }),

  implement(sport.stepCertificate, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const challenge = await challengeOf(s.db, iid, shanghaiDay(now));
    const days = await s.db
      .select({ day: sportSteps.day, steps: sportSteps.steps })
      .from(sportSteps)
      .where(and(eq(sportSteps.memberId, me.id), gte(sportSteps.day, challenge.startDay), lte(sportSteps.day, challenge.endDay)))
      .orderBy(asc(sportSteps.day));
    let total = 0;
    let reachedOn = '';
    for (const d of days) {
      total += d.steps;
      if (!reachedOn && total >= challenge.target) reachedOn = d.day;
    }
    if (!reachedOn) throw refuse(sport.stepCertificate.errors.notReached);
    return { title: challenge.title, name: me.name || nickOf(me), total, target: challenge.target, reachedOn, certNo: `BX${iid}${String(me.id).padStart(8, '0')}` };
  }),
];

/** Members by days the daily goal was reached (trajectory checkrank, badges). */
export async function goalDays(db: Db, iid: number, today: string) {
  const challenge = await challengeOf(db, iid, today);
  const rows = await db
    .select({ memberId: sportSteps.memberId, name: max(sportSteps.nick), avatar: max(sportSteps.avatar), n: count() })
    .from(sportSteps)
    .where(and(eq(sportSteps.iid, iid), gte(sportSteps.steps, challenge.dailyGoal)))
    .groupBy(sportSteps.memberId)
    .orderBy(desc(count()), asc(sportSteps.memberId));
  return rows.map((r) => ({ memberId: r.memberId, name: r.name ?? '', avatar: r.avatar ?? '', count: Number(r.n) }));
}
