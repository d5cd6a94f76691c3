import { randomBytes } from 'node:crypto';
import { member, sport } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDay } from '../../platform/time';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { identityTicket, TICKET_SECRET } from '../../testing/identity';
import { signUp } from '../../testing/member';
import { encryptWechatData as encrypt } from '../../testing/wechat';
import { sportSteps } from './schema';

const IID = 1000;
const dayBefore = (n: number) => shanghaiDay(new Date(Date.now() - n * 86_400_000));
/** WeChat Run's day stamp: the day's start in Asia/Shanghai, unix seconds. */
const stampOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

describe.each(BACKENDS)('WeChat Run from the mini-program on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { WECHAT_PROVIDER: 'emulated', IDENTITY_TICKET_SECRET: TICKET_SECRET } });
  }, 60_000);
  afterAll(() => t.close());

  /** A mini-program user signed in to the tenant by their backend's ticket. */
  async function miniUser() {
    seq += 1;
    const openid = `o-mini-werun-${seq}`;
    const signedIn = ok(await call(t.app, member.ticketSignIn, { iid: IID, ticket: identityTicket({ iid: IID, provider: 'miniprogram', sub: openid }) }));
    return { openid, token: signedIn.token, memberId: signedIn.userId };
  }

  /** wx.login in the emulated mini-program: a code, the user's session key, the mini-program's appId. */
  async function login(openid: string) {
    const reply = await t.app.inject({ method: 'POST', url: '/api/dev/wechat/mini/login', payload: { openid } });
    return reply.json<{ t: { code: string; sessionKey: string; appId: string } }>().t;
  }

  const runData = (appId: string, days: [string, number][], watermarkMs = Date.now()) => ({
    stepInfoList: days.map(([day, step]) => ({ timestamp: stampOf(day), step })),
    watermark: { appid: appId, timestamp: Math.floor(watermarkMs / 1000) },
  });
  const upload = (token: string, code: string, sealed: { encryptedData: string; iv: string }) => call(t.app, sport.werunReport, { iid: IID, token, code, ...sealed, city: '苏州' });
  const stepsOf = async (memberId: number) =>
    Object.fromEntries((await t.database.db.select().from(sportSteps).where(eq(sportSteps.memberId, memberId))).map((r) => [r.day, r.steps]));

  it("decrypts the member's WeChat Run data with the session key of their code and keeps each day, replaced on the next upload", async () => {
    const me = await miniUser();
    const first = await login(me.openid);
    const sealed = encrypt(first.sessionKey, runData(first.appId, [[dayBefore(2), 8_000], [dayBefore(1), 12_000], [dayBefore(40), 5_000]]));
    const today = ok(await upload(me.token, first.code, sealed));
    expect(today.week.find((d) => d.day === dayBefore(1))?.steps).toBe(12_000);
    expect(today.city).toBe('苏州');
    // A day older than WeChat Run's 30 is left out.
    expect(await stepsOf(me.memberId)).toEqual({ [dayBefore(2)]: 8_000, [dayBefore(1)]: 12_000 });

    // The code is single-use; a fresh one with newer data replaces the day, never adds.
    expect((await upload(me.token, first.code, sealed)).error).toMatchObject(sport.WERUN_ERRORS.codeInvalid);
    const second = await login(me.openid);
    ok(await upload(me.token, second.code, encrypt(second.sessionKey, runData(second.appId, [[dayBefore(1), 15_000]]))));
    expect(await stepsOf(me.memberId)).toEqual({ [dayBefore(2)]: 8_000, [dayBefore(1)]: 15_000 });
  });

  it('refuses data it cannot trust, storing nothing: a wrong key, another mini-program, old data, an implausible day, another WeChat user', async () => {
    const me = await miniUser();
    const days: [string, number][] = [[dayBefore(1), 9_000]];
    const refused = async (make: (session: { code: string; sessionKey: string; appId: string }) => { encryptedData: string; iv: string }, token = me.token, openid = me.openid) => {
      const session = await login(openid);
      return (await upload(token, session.code, make(session))).error;
    };

    expect(await refused((s) => encrypt(randomBytes(16).toString('base64'), runData(s.appId, days)))).toMatchObject(sport.WERUN_ERRORS.badData);
    expect(await refused((s) => ({ ...encrypt(s.sessionKey, runData(s.appId, days)), iv: randomBytes(8).toString('base64') }))).toMatchObject(sport.WERUN_ERRORS.badData);
    expect(await refused((s) => encrypt(s.sessionKey, runData('wx0another0mini', days)))).toMatchObject(sport.WERUN_ERRORS.wrongApp);
    expect(await refused((s) => encrypt(s.sessionKey, runData(s.appId, days, Date.now() - (sport.WERUN_MAX_AGE_S + 60) * 1000)))).toMatchObject(sport.WERUN_ERRORS.stale);
    expect(await refused((s) => encrypt(s.sessionKey, { stepInfoList: 'many', watermark: { appid: s.appId, timestamp: Math.floor(Date.now() / 1000) } }))).toMatchObject(sport.WERUN_ERRORS.badData);
    // One implausible day refuses the whole upload: the plausible day beside it is not kept either.
    expect(await refused((s) => encrypt(s.sessionKey, runData(s.appId, [...days, [dayBefore(2), sport.MAX_DAILY_STEPS + 1]])))).toMatchObject(sport.WERUN_ERRORS.implausible);
    // Another member (signed in by phone) cannot keep this WeChat user's steps.
    const other = await signUp(t.app, IID, `1371900${String(seq).padStart(4, '0')}`);
    expect(await refused((s) => encrypt(s.sessionKey, runData(s.appId, days)), other.token)).toMatchObject(sport.WERUN_ERRORS.notYours);
    expect(await stepsOf(me.memberId)).toEqual({});
    expect(await stepsOf(other.userId)).toEqual({});
  });

  it('says so when no mini-program is configured', async () => {
    const plain = await startTestApp(backend);
    try {
      const { token } = await signUp(plain.app, IID, '13719009999');
      const reply = await call(plain.app, sport.werunReport, { iid: IID, token, code: 'any-code', encryptedData: 'AAAA', iv: 'AAAA' });
      expect(reply.error).toMatchObject(sport.WERUN_ERRORS.notConfigured);
    } finally {
      await plain.close();
    }
  });
});
