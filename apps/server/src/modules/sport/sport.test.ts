import { sport } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDay } from '../../platform/time';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { sportSheets, sportSteps } from './schema';

const IID = 1000;
const dayBefore = (n: number) => shanghaiDay(new Date(Date.now() - n * 86_400_000));

describe.each(BACKENDS)('steps, quizzes and the trajectory on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const guest = async () => {
    seq += 1;
    return signUp(t.app, IID, `1371800${String(seq).padStart(4, '0')}`);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps one report a day (replaced, never added), refuses implausible counts storing nothing, and ranks', async () => {
    const { token, userId } = await guest();
    const report = (steps: number, day?: string, city = '宁波') => call(t.app, sport.stepReport, { iid: IID, token, steps, city, ...(day ? { day } : {}) });
    expect((await report(sport.MAX_DAILY_STEPS + 1, dayBefore(1))).error).toMatchObject(sport.STEP_ERRORS.implausible);
    expect((await report(5000, dayBefore(31))).error).toMatchObject(sport.STEP_ERRORS.badDay);
    expect(await t.database.db.select().from(sportSteps).where(eq(sportSteps.memberId, userId))).toEqual([]);

    ok(await report(30_000, dayBefore(1)));
    const replaced = ok(await report(45_000, dayBefore(1)));
    expect(replaced.week.find((d) => d.day === dayBefore(1))?.steps).toBe(45_000);
    expect(replaced.total).toBe(45_000);
    expect(replaced.city).toBe('宁波');

    const rank = ok(await call(t.app, sport.stepRank, { iid: IID, period: 'week', token }));
    // Yesterday is in this week's rank unless today is Monday.
    if (new Date(`${dayBefore(0)}T00:00:00Z`).getUTCDay() !== 1) expect(rank.mine).toMatchObject({ steps: 45_000, city: '宁波' });
    const cities = ok(await call(t.app, sport.cityRank, { iid: IID, period: 'week' }));
    expect(cities.every((c, i) => i === 0 || (cities[i - 1]?.steps ?? 0) >= c.steps)).toBe(true);

    expect((await call(t.app, sport.stepCertificate, { iid: IID, token })).error).toMatchObject(sport.stepCertificate.errors.notReached);
    ok(await report(60_000, dayBefore(2)));
    expect(ok(await call(t.app, sport.stepCertificate, { iid: IID, token }))).toMatchObject({ total: 105_000, target: 100_000, reachedOn: dayBefore(1) });
  });

  it('answers a paper once, scored, with the correct answers after submission only', async () => {
    const { token, userId } = await guest();
    const paper = ok(await call(t.app, sport.paper, { iid: IID, id: 2, token }));
    expect(paper).toMatchObject({ totalScore: 100, submitted: false, timeLimit: 0 });
    expect(JSON.stringify(paper)).not.toContain('answer');
    expect(paper.questions[1]?.multi).toBe(true);

    const submit = (answers: string) => call(t.app, sport.submitPaper, { iid: IID, token, paperId: 2, answers });
    expect((await submit('not json')).error).toMatchObject(sport.submitPaper.errors.badAnswers);
    expect((await submit('{"11":[9]}')).error).toMatchObject(sport.submitPaper.errors.badAnswers);
    expect((await submit('{"11":[0,1]}')).error).toMatchObject(sport.submitPaper.errors.badAnswers);
    expect((await call(t.app, sport.paperResult, { iid: IID, token, paperId: 2 })).error).toMatchObject(sport.paperResult.errors.notSubmitted);

    const result = ok(await submit('{"11":[1],"12":[2,0,1],"13":[0]}'));
    expect(result).toMatchObject({ score: 50, correctCount: 2, totalScore: 100 });
    expect(result.questions.map((q) => q.correct)).toEqual([true, true, false, false]);
    expect(result.questions[2]).toMatchObject({ answer: [1], mine: [0] });
    expect((await submit('{"11":[1],"12":[0,1,2],"13":[1],"14":[0,1,3]}')).error).toMatchObject(sport.submitPaper.errors.already);
    const stored = await t.database.db.select().from(sportSheets).where(eq(sportSheets.memberId, userId));
    expect(stored.map((s) => s.score)).toEqual([50]);
    expect(ok(await call(t.app, sport.paper, { iid: IID, id: 2, token })).submitted).toBe(true);
    expect(ok(await call(t.app, sport.paperResult, { iid: IID, token, paperId: 2 })).score).toBe(50);
    // Another tenant's paper is not found.
    expect((await call(t.app, sport.paper, { iid: IID, id: 3 })).error?.code).toBe(404);
  });

  it('creates and joins teams, one team a member, and shows badges and growth', async () => {
    const captain = await guest();
    const teamId = ok(await call(t.app, sport.createTeam, { iid: IID, token: captain.token, name: '晨跑小分队' }));
    expect((await call(t.app, sport.createTeam, { iid: IID, token: captain.token, name: '另一队' })).error).toMatchObject(sport.createTeam.errors.inTeam);
    const other = await guest();
    expect((await call(t.app, sport.createTeam, { iid: IID, token: other.token, name: '晨跑小分队' })).error).toMatchObject(sport.createTeam.errors.nameTaken);
    expect(ok(await call(t.app, sport.joinTeam, { iid: IID, token: other.token, teamId }))).toBe(true);
    expect((await call(t.app, sport.joinTeam, { iid: IID, token: other.token, teamId })).error).toMatchObject(sport.joinTeam.errors.inTeam);
    const mine = ok(await call(t.app, sport.myTeam, { iid: IID, token: other.token }));
    expect(mine).toMatchObject({ name: '晨跑小分队', members: 2, isCaptain: false });
    expect(ok(await call(t.app, sport.teams, { iid: IID })).list.map((x) => x.name)).toContain('晨跑小分队');

    ok(await call(t.app, sport.submitPaper, { iid: IID, token: other.token, paperId: 1, answers: '{"1":[1],"2":[0],"3":[2],"4":[0],"5":[3]}' }));
    const badges = ok(await call(t.app, sport.achievements, { iid: IID, token: other.token }));
    expect(badges.filter((b) => b.earned).map((b) => b.code)).toEqual(['first-quiz', 'perfect-quiz']);
    const growth = ok(await call(t.app, sport.growth, { iid: IID, token: other.token }));
    expect(growth).toMatchObject({ value: 100, level: 2, title: '同行者', next: 200 });
    const signRank = ok(await call(t.app, sport.signRank, { iid: IID }));
    // The seeded members' check-ins rank them: first at rank 1, the most check-ins first.
    expect(signRank.list[0]).toMatchObject({ rank: 1 });
    const counts = signRank.list.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });
});
