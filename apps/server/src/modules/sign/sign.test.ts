import { sign } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { metresBetween } from './geo';
import { signCheckIns } from './schema';

const IID = 1000;
/** 运河古桥寻访: 拱宸桥 (site 7) and 广济桥 (site 8). */
const CANAL = 2;
const GONGCHEN = { lat: 30.3175, lng: 120.1416 };
const GUANGJI = { lat: 30.4853, lng: 120.1855 };

describe.each(BACKENDS)('sign-in sites on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const guest = async () => {
    seq += 1;
    return signUp(t.app, IID, `1371700${String(seq).padStart(4, '0')}`);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('measures distances on the ground', () => {
    expect(Math.round(metresBetween({ lat: 30, lng: 120 }, { lat: 30.045, lng: 120 }))).toBe(5004);
  });

  it('checks in within the radius, refuses 5 km away and storing nothing, and issues the certificate after the last site', async () => {
    const { token, userId } = await guest();
    expect((await call(t.app, sign.certificate, { iid: IID, token, subjectId: CANAL })).error).toMatchObject(sign.certificate.errors.notCompleted);

    const far = await call(t.app, sign.checkIn, { iid: IID, token, siteId: 7, lat: GONGCHEN.lat + 0.045, lng: GONGCHEN.lng });
    expect(far.error?.code).toBe(sign.checkIn.errors.tooFar.code);
    expect(far.error?.msg).toBe('不在打卡范围内：距离打卡点约5.0公里，需在200米内');
    expect((await call(t.app, sign.checkIn, { iid: IID, token, siteId: 7 })).error).toMatchObject(sign.checkIn.errors.noLocation);
    expect((await call(t.app, sign.checkIn, { iid: IID, token, siteId: 7, code: 'WRONG' })).error).toMatchObject(sign.checkIn.errors.badCode);
    expect(await t.database.db.select().from(signCheckIns).where(eq(signCheckIns.memberId, userId))).toEqual([]);

    const first = ok(await call(t.app, sign.checkIn, { iid: IID, token, siteId: 7, lat: GONGCHEN.lat + 0.0009, lng: GONGCHEN.lng }));
    expect(first).toMatchObject({ siteId: 7, points: 10, doneCount: 1, siteCount: 2, completed: false });
    expect(first.distance).toBeGreaterThan(90);
    expect(first.distance).toBeLessThan(110);
    expect((await call(t.app, sign.checkIn, { iid: IID, token, siteId: 7, ...GONGCHEN })).error).toMatchObject(sign.checkIn.errors.already);

    const last = ok(await call(t.app, sign.checkIn, { iid: IID, token, siteId: 8, ...GUANGJI }));
    expect(last).toMatchObject({ doneCount: 2, siteCount: 2, completed: true, distance: 0 });
    const cert = ok(await call(t.app, sign.certificate, { iid: IID, token, subjectId: CANAL }));
    expect(cert).toMatchObject({ title: '运河古桥寻访', siteCount: 2, points: 20 });
    expect(cert.certNo).toMatch(/^QD1000002\d{6}$/);

    const subject = ok(await call(t.app, sign.subject, { iid: IID, id: CANAL, token }));
    expect(subject).toMatchObject({ doneCount: 2, siteCount: 2, state: sign.SUBJECT_STATE.open });
    expect(subject.areas[0]?.sites.every((s) => s.doneAt !== null)).toBe(true);
    const records = ok(await call(t.app, sign.records, { iid: IID, token }));
    expect(records.list.map((r) => r.siteName)).toEqual(['广济桥', '拱宸桥']);
    const rank = ok(await call(t.app, sign.rank, { iid: IID, subjectId: CANAL, token }));
    // The demo members checked in before (seed): this member ranks among them, after those with as many sites earlier.
    expect(rank.mine).toMatchObject({ count: 2, points: 20 });
    expect(rank.mine?.rank).toBeGreaterThan(1);
  });

  it('checks in by the QR code and refuses a subject not started or ended', async () => {
    const { token } = await guest();
    expect(ok(await call(t.app, sign.checkIn, { iid: IID, token, siteId: 3, code: `SITE3-${(3 * 7919).toString(36).toUpperCase()}` }))).toMatchObject({ distance: null, doneCount: 1, siteCount: 6 });
    expect((await call(t.app, sign.checkIn, { iid: IID, token, siteId: 9, lat: 30.2478, lng: 120.1003 })).error).toMatchObject(sign.checkIn.errors.notStarted);
    expect((await call(t.app, sign.checkIn, { iid: IID, token, siteId: 10, lat: 30.2052, lng: 120.1199 })).error).toMatchObject(sign.checkIn.errors.ended);
    // Another tenant's site is not found.
    expect((await call(t.app, sign.checkIn, { iid: IID, token, siteId: 11, lat: 23.0553, lng: 113.3851 })).error).toMatchObject(sign.checkIn.errors.notFound);
    const subjects = ok(await call(t.app, sign.subjects, { iid: IID, token }));
    expect(subjects.map((s) => s.state)).toEqual([1, 1, 0, 2]);
    expect(subjects[0]).toMatchObject({ id: 1, doneCount: 1, siteCount: 6 });
  });

  it('sends an SOS the organisation lists through the admin API, and shows sites and campsites on the map', async () => {
    const { token } = await guest();
    const id = ok(await call(t.app, sign.sos, { iid: IID, token, lat: 30.25, lng: 120.15, accuracy: 12.4, message: '脚扭伤了' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sign/sos?iid=1000' })).statusCode).toBe(401);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/sign/sos?iid=1000', headers: { authorization: `Bearer ${t.operatorToken}` } });
    expect(listed.json<{ t: { id: number; message: string; accuracy: number }[] }>().t[0]).toMatchObject({ id, message: '脚扭伤了', accuracy: 12 });
    const contacts = ok(await call(t.app, sign.emergencyContacts, { iid: IID }));
    expect(contacts.map((c) => c.phone)).toEqual(['13900001111', '057188886666', '110', '120']);

    const places = ok(await call(t.app, sign.map, { iid: IID }));
    expect(places.filter((p) => p.kind === 'site')).toHaveLength(10);
    expect(places.find((p) => p.id === 'stay-1')).toMatchObject({ kind: 'campsite', link: '/app/campsite/1000/1?type=1' });
    expect(places.find((p) => p.id === 'stay-21')).toMatchObject({ kind: 'homestay', link: '/app/bnb/1000/21' });
  });
});
