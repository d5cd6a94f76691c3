import { act, content, order, uploadImage } from '@tongxin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApiClient, installInjectXhr } from '../../testing/client';
import { BACKENDS, call, ok, pngBytes, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { activities, formDrafts } from './schema';
import { DEMO_COMPANIONS, DEMO_LEADER_MOBILE } from './seed';

const IID = 1000;
const PAY_KEY = 'sandbox-key-of-the-act-suite-0123456789';
const [alice, bob] = DEMO_COMPANIONS as [(typeof DEMO_COMPANIONS)[0], (typeof DEMO_COMPANIONS)[1]];
/** The result of a gateway reply that must have succeeded. */
function got<T>(reply: { result?: T; error?: unknown }): T {
  if (reply.result === undefined) throw new Error(`refused: ${JSON.stringify(reply.error)}`);
  return reply.result;
}
/** Metres to degrees of latitude, near enough. */
const north = (m: number) => m / 111_000;

describe.each(BACKENDS)('activities on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let uninstallXhr: () => void = () => undefined;
  const newMember = async () => {
    seq += 1;
    return (await signUp(t.app, IID, `1361111${String(seq).padStart(4, '0')}`)).token;
  };
  /** Enrols through the order kernel as the enrol page does: orderType 1, the activity as keys, the enrolment as info. */
  const enroll = (token: string, actId: number, people: object[], extra: { isNeedInsur?: number; saveCompanions?: boolean; form?: object; num?: number; payPrice?: number } = {}) =>
    gatewayCall(t.app, order.create, {
      iid: IID,
      token,
      orderType: order.BUSINESS_TYPE.activity,
      keys: String(actId),
      num: extra.num ?? people.length,
      isNeedInsur: extra.isNeedInsur ?? 0,
      payPrice: extra.payPrice,
      info: JSON.stringify({ participants: people, form: extra.form ?? {}, saveCompanions: extra.saveCompanions ?? false }),
    });
  const pay = async (token: string, orderId: string) => {
    ok(await call(t.app, order.wechatPay, { iid: IID, token, orderId, openId: 'o-act' }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId } });
    expect(paid.json()).toMatchObject({ code: 0, t: { code: 'SUCCESS', message: 'paid' } });
  };
  const taken = async (id: number) => (await t.database.db.select({ taken: activities.taken }).from(activities).where(eq(activities.id, id)))[0]?.taken;

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
    uninstallXhr = installInjectXhr(t.app);
  }, 60_000);
  afterAll(async () => {
    uninstallXhr();
    await t.close();
  });

  it("lists a month's departures by Beijing time, a trip at 00:00 on the 1st in its own month only", async () => {
    const [first] = await t.database.db.select({ id: activities.id, startAt: activities.startAt, published: activities.published }).from(activities).where(eq(activities.iid, IID)).limit(1);
    if (!first) throw new Error('no seeded activity');
    // 2027-12-01 00:00 in Beijing.
    await t.database.db.update(activities).set({ startAt: new Date('2027-11-30T16:00:00Z'), published: true }).where(eq(activities.id, first.id));
    const ids = async (month: string) => ok(await call(t.app, act.departures, { iid: IID, month })).list.map((a) => a.id);
    expect(await ids('2027-12')).toContain(first.id);
    expect(await ids('2027-11')).not.toContain(first.id);
    await t.database.db.update(activities).set({ startAt: first.startAt, published: first.published }).where(eq(activities.id, first.id));
  });

  it('lists with the spec filters and knows each state', async () => {
    const all = (await gatewayCall(t.app, act.list, { iid: IID, pageSize: 50 })).result;
    expect(all?.total).toBeGreaterThanOrEqual(20);
    const gd = (await gatewayCall(t.app, act.list, { iid: IID, province: '浙江', sortBy: act.ACT_SORT.priceDown })).result;
    expect(gd?.list.map((a) => a.title)).toEqual(['安吉竹海两日徒步', '西湖环湖骑行']);
    expect(gd?.list[0]?.state).toBe(act.ACT_STATE.full);
    const cheapLong = (await gatewayCall(t.app, act.list, { iid: IID, tripDurStart: 3, costEnd: 130_000 })).result;
    expect(cheapLong?.list.map((a) => a.id)).toEqual([14, 23]);
    const search = (await gatewayCall(t.app, act.list, { iid: IID, queryKey: '东西冲' })).result;
    expect(search?.total).toBe(3);
    const states = new Map(all?.list.map((a) => [a.id, a.state]));
    expect(states.get(2)).toBe(act.ACT_STATE.notOpen);
    expect(states.get(3)).toBe(act.ACT_STATE.full);
    expect(states.get(6)).toBe(act.ACT_STATE.closed);
    expect(states.get(1)).toBe(act.ACT_STATE.open);
    const provinces = (await gatewayCall(t.app, act.provinces, { iid: IID })).result;
    expect(provinces?.provinces[0]).toEqual({ name: '广东', count: expect.any(Number) as unknown });
    expect(provinces?.tags).toContain('徒步');
  });

  it('enrols two people with insurance, prices on the server, pays only through the notify', async () => {
    const token = await newMember();
    // The page's price is never trusted: a wrong payPrice is refused.
    expect((await enroll(token, 7, [alice, bob], { isNeedInsur: 1, payPrice: 1 })).error?.code).toBe(order.create.errors.priceChanged.code);
    const created = got(await enroll(token, 7, [alice, bob], { isNeedInsur: 1, saveCompanions: true }));
    expect(created.payPrice).toBe((6800 + 500) * 2);
    expect(await taken(7)).toBe(4 + 2);
    const waiting = ok(await call(t.app, order.detail, { iid: IID, token, orderId: created.orderId }));
    expect(waiting).toMatchObject({ status: order.ORDER_STATUS.waitingPayment, businessType: order.BUSINESS_TYPE.activity, title: '香山晨练徒步' });
    expect((await call(t.app, act.order, { iid: IID, token, orderId: created.orderId })).error?.code).toBe(act.order.errors.notFound.code);
    expect((await enroll(token, 7, [alice])).error?.code).toBe(act.ENROL_ERRORS.alreadyEnrolled.code);
    await pay(token, created.orderId);
    const paid = ok(await call(t.app, act.order, { iid: IID, token, orderId: created.orderId }));
    expect(paid).toMatchObject({ status: order.ORDER_STATUS.paid, total: 14600, insured: true });
    expect(paid.participants.map((p) => p.name)).toEqual(['王小雨', '赵一鸣']);
    expect(paid.signCode).toMatch(/^\d{10}$/);
    expect(ok(await call(t.app, act.companions, { iid: IID, token })).map((c) => c.name).sort()).toEqual(['王小雨', '赵一鸣']);
    const detail = (await gatewayCall(t.app, act.detail, { iid: IID, id: 7, token })).result;
    expect(detail).toMatchObject({ state: act.ACT_STATE.enrolled, myOrderId: created.orderId });
  });

  it('refuses bad input with the spec words; only the good enrolment takes places', async () => {
    const token = await newMember();
    const before = await taken(1);
    const refusal = async (people: object[], extra: Parameters<typeof enroll>[3] = {}) => (await enroll(token, 1, people, extra)).error?.msg;
    expect(await refusal([{ ...alice, idNumber: '110105194912310021' }])).toBe('第1位报名人：身份证号码校验位不对，请核对后重新输入');
    expect(await refusal([alice, { ...bob, mobile: '12345678901' }])).toBe('第2位报名人：手机号码格式不对哦~');
    expect(await refusal([{ ...alice, name: '王' }])).toBe('第1位报名人：中文姓名格式不对哦~');
    expect(await refusal([alice], { isNeedInsur: 0 })).toBeUndefined();
    expect(await refusal([bob], { isNeedInsur: 0 })).toBe('您已报名该活动，请到订单中查看');
    expect(await refusal([alice, alice])).toBe('同一证件号码不能重复报名');
    expect((await enroll(token, 24, [alice], { num: 2 })).error?.msg).toBe('报名人数与报名人信息不一致');
    expect((await enroll(token, 9, [alice])).error?.msg).toBe('本活动须购买户外保险');
    expect((await enroll(token, 3, [alice])).error?.msg).toBe('名额已满，下次早点来哦');
    expect((await enroll(token, 6, [alice])).error?.msg).toBe('报名已截止');
    expect((await enroll(token, 2, [alice])).error?.msg).toBe('活动暂不可报名');
    expect((await enroll(token, 4, [alice])).error?.msg).toBe('工作单位必填！');
    expect(await taken(1)).toBe((before ?? 0) + 1);
    expect(await taken(24)).toBe(41);
  });

  it('keeps an activity form as a server draft, checks every type on commit, and the enrolment checks it again', async () => {
    const token = await newMember();
    const form = { iid: IID, token, id: 4 };
    const refusal = async (content: object, commit = false) => (await call(t.app, commit ? act.commitForm : act.saveFormItems, { ...form, content: JSON.stringify(content) })).error?.msg;
    const items = ok(await call(t.app, act.formItems, form));
    expect(items.components.map((c) => c.type)).toEqual([0, 2, 3, 7, 1, 4, 5, 6]);
    expect(items).toMatchObject({ values: {}, status: act.REG_STATUS.none });
    expect((await call(t.app, act.formItems, { ...form, id: 1 })).error?.msg).toBe('该活动没有报名表');

    // A draft: each answer checked by its type, required ones not yet; a wrong one stores nothing.
    expect(ok(await call(t.app, act.saveFormItems, { ...form, content: JSON.stringify({ 1301: '市第一医院', 1302: '3' }) }))).toBe(true);
    expect(await refusal({ 1302: '-2' })).toBe('急救经验（年）应为不小于0的数字');
    expect(await refusal({ 1303: '赛道/终点站' })).toBe('希望的岗位选项不存在');
    expect(await refusal({ 1304: '2030-02-30x' })).toBe('可参加培训日期日期格式不正确');
    expect(await refusal({ 1306: '广东省//天河区' })).toBe('常住地址格式不正确');
    expect(await refusal({ 1307: '["/api/content/storage/h5/1000_1700000000000_aaaaaaaaaaaaaaaaaaaaaaaa.png"]' })).toBe('急救证书不是本人上传的图片');
    expect(await refusal({ 9999: 'x' })).toBe('报名表中有不属于该活动的字段');
    expect(await refusal({ 1305: 'x'.repeat(2001) })).toBe('自我介绍最多可以输入2000个字符哦');
    expect(ok(await call(t.app, act.formItems, form))).toMatchObject({ values: { 1301: '市第一医院', 1302: '3' }, status: act.REG_STATUS.draft });
    expect(ok(await call(t.app, act.registration, form))).toMatchObject({ status: act.REG_STATUS.draft, groups: [{ id: 4, isFill: false }] });

    // An image is taken only when it is the member's own upload of an allowed type (checkImg).
    const file = new File([new Uint8Array(pngBytes(24, 16))], 'cert.png', { type: 'image/png' });
    const { url } = await uploadImage(injectApiClient(t.app), { file, iid: IID, source: { declaration: content.ossToken, params: { iid: IID, token } } });
    expect(ok(await call(t.app, act.checkImg, { iid: IID, token, url }))).toEqual({ url, width: 24, height: 16 });
    expect((await call(t.app, act.checkImg, { iid: IID, token, url: `${url}.webp` })).error?.msg).toBe('图片只支持jpg、png、jpeg、bmp、gif格式');
    expect((await call(t.app, act.checkImg, { iid: IID, token: await newMember(), url })).error?.msg).toBe('图片不是本人上传的');

    // Commit checks the required ones, in form order, with the spec's '{name}必填！'.
    const answers = { 1301: '市第一医院', 1302: '3', 1304: '2030-05-01', 1306: '广东省/广州市/天河区', 1307: JSON.stringify([url]) };
    expect(await refusal({ ...answers, 1301: ' ' }, true)).toBe('工作单位必填！');
    expect(await refusal(answers, true)).toBe('希望的岗位必填！');
    expect(ok(await call(t.app, act.commitForm, { ...form, content: JSON.stringify({ ...answers, 1303: '医疗站/二号站' }) }))).toBe(true);
    expect(ok(await call(t.app, act.registration, form))).toMatchObject({ status: act.REG_STATUS.committed, groups: [{ isFill: true }] });

    // Reset clears it; a saved draft is merged, and an emptied answer is dropped.
    expect(ok(await call(t.app, act.resetForm, form))).toBe(true);
    expect(ok(await call(t.app, act.formItems, form))).toMatchObject({ values: {}, status: act.REG_STATUS.none });
    ok(await call(t.app, act.saveFormItems, { ...form, content: JSON.stringify({ 1301: '甲', 1302: '1' }) }));
    ok(await call(t.app, act.saveFormItems, { ...form, content: JSON.stringify({ 1302: '', 1305: '你好' }) }));
    expect(ok(await call(t.app, act.formItems, form)).values).toEqual({ 1301: '甲', 1305: '你好' });
    const rows = await t.database.db.select().from(formDrafts).where(eq(formDrafts.activityId, 4));
    expect(rows.filter((r) => r.values['1305'] === '你好')).toHaveLength(1);

    // The enrolment order runs the same checks on its form.
    expect((await enroll(token, 4, [alice], { form: { ...answers, 1303: '赛道/终点站' } })).error?.msg).toBe('希望的岗位选项不存在');
    const stranger = await newMember();
    expect((await enroll(stranger, 4, [alice], { form: { ...answers, 1303: '赛道/起点' } })).error?.msg).toBe('急救证书不是本人上传的图片');
    const created = got(await enroll(token, 4, [alice], { form: { ...answers, 1303: '赛道/起点' } }));
    // interest/check: the lists' 已报名 mark.
    expect(got(await gatewayCall(t.app, act.interest, { iid: IID, token, ids: '4,5,4' }))).toEqual([{ actId: 4, orderId: created.orderId, status: order.ORDER_STATUS.waitingPayment }]);
    expect(got(await gatewayCall(t.app, act.interest, { iid: IID, token: stranger, ids: '4' }))).toEqual([]);
  });

  it('gives the last place to one of two groups enrolling at once, and more than is left is refused', async () => {
    const [a, b] = [await newMember(), await newMember()];
    expect(await taken(9)).toBe(11);
    expect((await enroll(a, 9, [alice, bob], { isNeedInsur: 1 })).error?.msg).toBe('报名人数超过剩余名额（仅剩1个）');
    expect(await taken(9)).toBe(11);
    const replies = await Promise.all([enroll(a, 9, [alice], { isNeedInsur: 1 }), enroll(b, 9, [bob], { isNeedInsur: 1 })]);
    expect(replies.filter((r) => r.result).length).toBe(1);
    expect(replies.find((r) => r.error)?.error?.msg).toBe('名额已满，下次早点来哦');
    expect(await taken(9)).toBe(12);
  });

  it('checks in by location once per place, by QR, and the leader sees the roster and checks in by code', async () => {
    const token = await newMember();
    const { orderId } = got(await enroll(token, 7, [alice, bob], { isNeedInsur: 1 }));
    const places = ok(await call(t.app, act.signPlaces, { iid: IID, token, actId: 7 }));
    const [first, second] = places.places as [(typeof places.places)[0], (typeof places.places)[0]];
    expect((await call(t.app, act.sign, { iid: IID, token, actId: 7, placeId: first.id, lat: first.lat, lng: first.lng })).error?.code).toBe(act.sign.errors.notEnrolled.code);
    await pay(token, orderId);
    const far = await call(t.app, act.sign, { iid: IID, token, actId: 7, placeId: first.id, lat: first.lat + north(2000), lng: first.lng });
    expect(far.error?.msg).toMatch(/^不在签到范围内：距离西苑地铁站C口约(199|20[01])\d米（需在300米内）/);
    const near = ok(await call(t.app, act.sign, { iid: IID, token, actId: 7, placeId: first.id, lat: first.lat + north(100), lng: first.lng }));
    expect(near).toMatchObject({ signed: 2, place: '西苑地铁站C口' });
    expect((await call(t.app, act.sign, { iid: IID, token, actId: 7, placeId: first.id, lat: first.lat, lng: first.lng })).error?.msg).toBe('已签到过，每人每个签到点只能签到一次');
    expect((await call(t.app, act.sign, { iid: IID, token, actId: 7, placeId: second.id, qr: 'wrong' })).error?.code).toBe(act.sign.errors.badQr.code);

    expect((await call(t.app, act.roster, { iid: IID, token, actId: 7 })).error?.code).toBe(act.roster.errors.notLeader.code);
    const leader = (await signUp(t.app, IID, DEMO_LEADER_MOBILE)).token;
    const roster = ok(await call(t.app, act.roster, { iid: IID, token: leader, actId: 7, placeId: second.id }));
    expect(roster.list.filter((r) => r.orderId === orderId).every((r) => r.signedAt === null)).toBe(true);
    const mine = ok(await call(t.app, act.order, { iid: IID, token, orderId }));
    const byCode = ok(await call(t.app, act.signByCode, { iid: IID, token: leader, actId: 7, placeId: second.id, code: mine.signCode }));
    expect(byCode).toEqual({ signed: 2, names: ['王小雨', '赵一鸣'] });
    expect((await call(t.app, act.signByCode, { iid: IID, token: leader, actId: 7, placeId: second.id, code: mine.signCode })).error?.code).toBe(act.signByCode.errors.already.code);
    const after = ok(await call(t.app, act.roster, { iid: IID, token: leader, actId: 7 }));
    expect(after.list.filter((r) => r.orderId === orderId).map((r) => r.mobile)).toEqual(['137****7001', '137****7003']);
    const info = ok(await call(t.app, act.participant, { iid: IID, token: leader, id: mine.participants[0]?.id ?? 0 }));
    expect(info.signs.map((s) => s.way)).toEqual([act.SIGN_WAY.location, act.SIGN_WAY.leader]);
    expect(ok(await call(t.app, act.signRecords, { iid: IID, token })).length).toBe(4);
  });

  it('takes a review once, only from a participant of an ended activity', async () => {
    const demo = ok(await call(t.app, (await import('@tongxin/api-client')).member.login, { iid: IID, mobile: '13800138000', password: 'tongxin2024' }));
    const params = { iid: IID, token: demo.token, actId: 8, score1: 5, score2: 4, score3: 5, content: '风景很美，领队专业', images: '[]' };
    expect(ok(await call(t.app, act.review, params))).toBeGreaterThan(0);
    expect((await call(t.app, act.review, params)).error?.code).toBe(act.review.errors.already.code);
    expect((await call(t.app, act.review, { ...params, actId: 5 })).error?.code).toBe(act.review.errors.notEnded.code);
    expect((await call(t.app, act.review, { ...params, actId: 24 })).error?.code).toBe(act.review.errors.notJoined.code);
    const list = ok(await call(t.app, act.reviews, { iid: IID, actId: 8 }));
    expect(list.list[0]).toMatchObject({ score2: 4, content: '风景很美，领队专业' });
    const rank = ok(await call(t.app, act.rank, { iid: IID, by: act.RANK_BY.count, token: demo.token }));
    expect(rank.mine).toEqual({ rank: 1, value: 2 });
  });
});
