import { game } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { withCheckDigit } from './identity';
import { gameEntries, gameGroups } from './schema';
import { shanghaiDay } from '../../platform/time';
import { runnerId } from './seed';

const IID = 1000;
const WALK = 2;
const idNo = (n: number) => withCheckDigit(`3301061995050${String(1000 + n).slice(-4)}`);

describe.each(BACKENDS)('games on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const guest = async () => {
    seq += 1;
    const mobile = `1371900${String(seq).padStart(4, '0')}`;
    return { ...(await signUp(t.app, IID, mobile)), mobile, n: seq };
  };
  const entrant = (g: { mobile: string; n: number }) => ({ name: '林小同', idNo: idNo(g.n), mobile: g.mobile, form: '{"1":"林大同 13900001234","2":"M"}', agree: true });

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('enrols, checks in on the day with a bib, and finds the result once the organiser publishes it', async () => {
    const g = await guest();
    const bad = async (change: Record<string, unknown>) => (await call(t.app, game.enroll, { iid: IID, token: g.token, gameId: WALK, groupId: 21, ...entrant(g), ...change })).error;
    expect(await bad({ agree: false })).toMatchObject(game.enroll.errors.mustAgree);
    expect(await bad({ idNo: '330106199505051234' })).toMatchObject(game.enroll.errors.badIdNo);
    expect(await bad({ name: 'Tom' })).toMatchObject(game.enroll.errors.badName);
    expect(await bad({ form: '{"2":"M"}' })).toMatchObject({ code: game.enroll.errors.badForm.code, msg: '紧急联系人必填！' });
    expect(await bad({ form: '{"1":"x","2":"M","99":"?"}' })).toMatchObject(game.enroll.errors.badForm);
    expect(await t.database.db.select().from(gameEntries).where(eq(gameEntries.mobile, g.mobile))).toEqual([]);

    const entry = ok(await call(t.app, game.enroll, { iid: IID, token: g.token, gameId: WALK, groupId: 21, ...entrant(g) }));
    expect(entry).toMatchObject({ status: game.ENTRY_STATUS.enrolled, bib: null, groupName: '健步组' });
    expect(entry.idNo).toMatch(/^330\*{11}\d{3}[\dX]$/);
    expect((await call(t.app, game.enroll, { iid: IID, token: g.token, gameId: WALK, groupId: 21, ...entrant(g) })).error).toMatchObject(game.enroll.errors.already);

    const checked = ok(await call(t.app, game.checkIn, { iid: IID, token: g.token, gameId: WALK }));
    expect(checked.bib).toMatch(/^02\d{4}$/);
    expect(ok(await call(t.app, game.checkIn, { iid: IID, token: g.token, gameId: WALK })).bib).toBe(checked.bib);

    const lookup = { iid: IID, gameId: WALK, name: '林小同', idNo: idNo(g.n) };
    expect((await call(t.app, game.inquiry, lookup)).error).toMatchObject(game.inquiry.errors.notFound);
    const publish = (payload: unknown, auth = `Bearer ${t.operatorToken}`) => t.app.inject({ method: 'POST', url: '/api/admin/game/results', payload: payload as object, headers: { authorization: auth } });
    expect((await publish({ gameId: WALK, results: [{ bib: checked.bib, timeMs: 2_400_000 }] }, 'Bearer wrong')).statusCode).toBe(401);
    expect((await publish({ gameId: WALK, results: [{ bib: '999999', timeMs: 1 }] })).statusCode).toBe(400);
    expect((await publish({ gameId: WALK, results: [{ bib: checked.bib, timeMs: 2_400_000 }] })).statusCode).toBe(200);
    expect(ok(await call(t.app, game.inquiry, lookup))).toMatchObject({ bib: checked.bib, timeMs: 2_400_000, rank: 1, groupRank: 1 });
    expect(ok(await call(t.app, game.inquiry, { iid: IID, gameId: WALK, name: '林小同', bib: checked.bib ?? '' })).rank).toBe(1);
    // A wrong ID number finds nothing.
    expect((await call(t.app, game.inquiry, { ...lookup, idNo: idNo(g.n + 50) })).error).toMatchObject(game.inquiry.errors.notFound);
    expect(ok(await call(t.app, game.myResult, { iid: IID, token: g.token, gameId: WALK })).timeMs).toBe(2_400_000);
  });

  it('ranks published results by group, and refuses closed enrolment, a full group and check-in off the day', async () => {
    const ranks = ok(await call(t.app, game.rankings, { iid: IID, gameId: 1, groupId: 12 }));
    expect(ranks.map((r) => r.groupRank)).toEqual([1, 2, 3, 4, 5]);
    expect(ok(await call(t.app, game.inquiry, { iid: IID, gameId: 1, name: '王磊', idNo: runnerId(0) }))).toMatchObject({ groupRank: 1, groupName: '半程组' });

    const g = await guest();
    const enroll = (gameId: number, groupId: number) => call(t.app, game.enroll, { iid: IID, token: g.token, gameId, groupId, ...entrant(g) });
    expect((await enroll(1, 11)).error).toMatchObject(game.enroll.errors.notEnrolling);
    expect((await enroll(5, 51)).error).toMatchObject(game.enroll.errors.notEnrolling);
    expect((await enroll(4, 41)).error).toMatchObject(game.enroll.errors.full);
    const [full] = await t.database.db.select().from(gameGroups).where(eq(gameGroups.id, 41));
    expect(full?.taken).toBe(20);
    const paid = ok(await enroll(4, 42));
    expect(paid.status).toBe(game.ENTRY_STATUS.waitingPayment);
    expect((await call(t.app, game.checkIn, { iid: IID, token: g.token, gameId: 4 })).error).toMatchObject(game.checkIn.errors.unpaid);
    expect((await call(t.app, game.checkIn, { iid: IID, token: g.token, gameId: 3 })).error).toMatchObject(game.checkIn.errors.notEnrolled);
  });

  it('invites team mates by code up to the team size', async () => {
    const captain = await guest();
    const created = ok(await call(t.app, game.enroll, { iid: IID, token: captain.token, gameId: 3, groupId: 31, ...entrant(captain), teamName: '运河小队' }));
    const code = created.team?.code ?? '';
    expect(created.team).toMatchObject({ name: '运河小队', members: 1, size: 3, captain: true });
    expect(ok(await call(t.app, game.team, { iid: IID, code }))).toMatchObject({ name: '运河小队', members: 1, size: 3, gameTitle: '运河城市定向赛' });
    for (let i = 0; i < 2; i++) {
      const mate = await guest();
      expect(ok(await call(t.app, game.enroll, { iid: IID, token: mate.token, gameId: 3, groupId: 31, ...entrant(mate), teamCode: code.toLowerCase() })).team).toMatchObject({ captain: false });
    }
    const late = await guest();
    expect((await call(t.app, game.enroll, { iid: IID, token: late.token, gameId: 3, groupId: 31, ...entrant(late), teamCode: code })).error).toMatchObject(game.enroll.errors.teamFull);
    expect((await call(t.app, game.enroll, { iid: IID, token: late.token, gameId: 3, groupId: 31, ...entrant(late), teamCode: 'NOPE99' })).error).toMatchObject(game.enroll.errors.teamNotFound);
    expect((await call(t.app, game.enroll, { iid: IID, token: late.token, gameId: 3, groupId: 31, ...entrant(late) })).error).toMatchObject(game.enroll.errors.teamNeeded);
  });
  it('the organiser moves a game to another day and window (admin API): enrolment follows', async () => {
    const schedule = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/game/schedule', payload: payload as object, headers: { authorization: `Bearer ${t.operatorToken}` } });
    const now = Date.now();
    const today = shanghaiDay(new Date(now));
    const window = { enrollStart: new Date(now - 60_000).toISOString(), enrollEnd: `${today}T23:59:59+08:00` };
    // The hill climb (5) is not open yet.
    const g = await guest();
    const enroll = () => call(t.app, game.enroll, { iid: IID, token: g.token, gameId: 5, groupId: 51, ...entrant(g) });
    expect((await enroll()).error).toMatchObject(game.enroll.errors.notEnrolling);

    expect((await schedule({ gameId: 5, gameDay: '2026-13-40', ...window })).statusCode).toBe(400);
    expect((await schedule({ gameId: 5, gameDay: today, enrollStart: window.enrollEnd, enrollEnd: window.enrollStart })).statusCode).toBe(400);
    // Enrolment cannot close after the game day.
    expect((await schedule({ gameId: 5, gameDay: today, ...window, enrollEnd: new Date(now + 3 * 86_400_000).toISOString() })).statusCode).toBe(400);
    expect((await schedule({ gameId: 99_999, gameDay: today, ...window })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/game/schedule', payload: { gameId: 5, gameDay: today, ...window }, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);

    expect((await schedule({ gameId: 5, gameDay: today, ...window })).json()).toMatchObject({ code: 0, t: { gameId: 5, gameDay: today } });
    expect(ok(await call(t.app, game.detail, { iid: IID, id: 5 })).gameDay).toBe(today);
    expect(ok(await enroll()).status).toBe(game.ENTRY_STATUS.waitingPayment);
  });
});
