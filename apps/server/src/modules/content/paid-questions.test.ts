import { content, order } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../testing/contract';
import { BACKENDS, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { loadConfig } from '../../config';
import { createServices } from '../../services';
import { modules } from '../index';
import { NO_MATCH } from './ai';
import { ASK_REFUND_REASON, refundOverdueQuestions } from './ask';
import { localAnswerer, terms } from './answerer';
import { contentAiCredits } from './schema';

const IID = 1000;
const PAY_KEY = 'sandbox-key-of-the-paid-questions-suite-012345';

describe('the local answerer', () => {
  it('splits Chinese into character pairs and Latin into words', () => {
    expect([...terms('植树节 AED 地图')]).toEqual(['aed', '植树', '树节', '地图']);
  });
});

describe.each(BACKENDS)('paid questions on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  async function newMember() {
    seq += 1;
    const { token } = await signUp(t.app, IID, `1371600${String(seq).padStart(4, '0')}`);
    return { iid: IID, token };
  }
  /** Creates the order, prepays it and plays the provider's verified notify (the sandbox). */
  async function buy(token: string, orderType: number, keys: string, info?: string) {
    const created = ok(await send(t.app, order.create, { iid: IID, orderType, keys, num: 1, info, token }));
    ok(await send(t.app, order.wechatPay, { iid: IID, orderId: created.orderId, openId: 'o-paid-questions', token }));
    const paid = await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId: created.orderId } });
    expect(paid.statusCode).toBe(200);
    return created;
  }
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PAY_SANDBOX_KEY: PAY_KEY, PAY_SANDBOX_ENDPOINT: '1' } });
  }, 90_000);
  afterAll(async () => {
    await t.close();
  });

  it('prices a question at the expert’s price and stores it only after the verified notify; the expert answers', async () => {
    const me = await newMember();
    const [expert] = ok(await send(t.app, content.experts, { iid: IID })).list;
    expect(expert).toMatchObject({ name: '王建国', priceFen: 990 });
    const question = '夜间徒步需要带什么装备？';
    // The client's idea of the price does not matter: the server quotes the expert's.
    const priced = ok(await send(t.app, order.calculate, { iid: IID, orderType: order.BUSINESS_TYPE.ask, keys: String(expert!.id), num: 1, info: question, token: me.token }));
    expect(priced.payFen).toBe(990);
    const created = ok(await send(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.ask, keys: String(expert!.id), num: 1, info: question, token: me.token }));
    expect(created.payPrice).toBe(990);
    // Unpaid: nothing is stored.
    expect(ok(await send(t.app, content.myQuestions, me)).total).toBe(0);
    ok(await send(t.app, order.wechatPay, { iid: IID, orderId: created.orderId, openId: 'o-paid-questions', token: me.token }));
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token: me.token, orderId: created.orderId } })).statusCode).toBe(200);
    const mine = ok(await send(t.app, content.myQuestions, me));
    expect(mine.list).toEqual([expect.objectContaining({ question, amountFen: 990, expertName: '王建国', answer: '', answeredAt: null })]);

    // The expert answers in the admin API (which needs its token).
    const open = await admin('GET', `/api/admin/content/questions?iid=${IID}`);
    expect((open.json() as { t: { id: number; question: string }[] }).t.some((q) => q.id === mine.list[0]!.id)).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/content/questions/${mine.list[0]!.id}/answer`, payload: { answer: '头灯' } })).statusCode).toBe(401);
    expect((await admin('POST', `/api/admin/content/questions/${mine.list[0]!.id}/answer`, { answer: '  ' })).statusCode).toBe(400);
    expect((await admin('POST', `/api/admin/content/questions/${mine.list[0]!.id}/answer`, { answer: '头灯、反光背心和防滑鞋。' })).statusCode).toBe(200);
    const answered = ok(await send(t.app, content.myQuestions, me)).list[0]!;
    expect(answered.answer).toBe('头灯、反光背心和防滑鞋。');
    expect(answered.answeredAt).not.toBeNull();
    expect(ok(await send(t.app, content.experts, { iid: IID })).list[0]!.answered).toBe(expert!.answered + 1);
  });

  it('refuses a question that is too short, too long or to nobody, in the page’s words', async () => {
    const me = await newMember();
    const [expert] = ok(await send(t.app, content.experts, { iid: IID })).list;
    const create = (keys: string, info: string) => send(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.ask, keys, num: 1, info, token: me.token });
    expect((await create(String(expert!.id), '  好的  ')).error?.msg).toBe(`问题至少${content.ASK_MIN}个字`);
    expect((await create(String(expert!.id), '问'.repeat(content.ASK_MAX + 1))).error?.msg).toBe(`问题最多${content.ASK_MAX}个字`);
    // A line break counts two characters.
    expect((await create(String(expert!.id), `${'问'.repeat(content.ASK_MAX - 1)}\n`)).error).toBeUndefined();
    expect((await create('999999', '一个合理的问题内容')).error?.msg).toBe(content.ASK_ERRORS.noExpert.msg);
  });

  it('sells a pack of questions and answers from the organisation’s own articles, one credit each', async () => {
    const me = await newMember();
    expect(ok(await send(t.app, content.aiInfo, me))).toMatchObject({ credits: 0, provider: 'local' });
    expect((await send(t.app, content.aiAsk, { ...me, question: '植树节在哪里？' })).error?.msg).toBe(content.AI_ERRORS.noCredits.msg);
    expect((await send(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.aiCredits, keys: '9', num: 1, token: me.token })).error?.msg).toBe(content.AI_ERRORS.noPack.msg);

    const created = await buy(me.token, order.BUSINESS_TYPE.aiCredits, '1');
    expect(created.payPrice).toBe(990);
    expect(ok(await send(t.app, content.aiInfo, me)).credits).toBe(10);

    const asked = ok(await send(t.app, content.aiAsk, { ...me, question: '植树节活动在哪里种树？' }));
    expect(asked.credits).toBe(9);
    expect(asked.answer.answer).toContain('《春季植树节：两百名志愿者种下一片林》');
    expect(asked.answer.sources[0]).toEqual({ title: '春季植树节：两百名志愿者种下一片林', link: `/app/news/${IID}/detail/1` });
    // The same question, the same answer.
    expect(ok(await send(t.app, content.aiAsk, { ...me, question: '植树节活动在哪里种树？' })).answer.answer).toBe(asked.answer.answer);

    // Nothing in the articles: said so, and the credit is given back.
    const none = ok(await send(t.app, content.aiAsk, { ...me, question: 'zzqx 喵呜咕噜' }));
    expect(none.answer.answer).toBe(NO_MATCH);
    expect(none.credits).toBe(8);
    expect((await send(t.app, content.aiAsk, { ...me, question: '   ' })).error?.msg).toBe(content.AI_ERRORS.empty.msg);
    expect((await send(t.app, content.aiAsk, { ...me, question: '问'.repeat(content.AI_QUESTION_MAX + 1) })).error?.msg).toBe(content.AI_ERRORS.tooLong.msg);
    expect(ok(await send(t.app, content.aiInfo, me)).credits).toBe(8);
    const history = ok(await send(t.app, content.aiHistory, me));
    expect(history.total).toBe(3);
    expect(history.list[0]!.answer).toBe(NO_MATCH);
  });

  it('gives the last credit to one of two questions asked at once', async () => {
    const me = await newMember();
    await buy(me.token, order.BUSINESS_TYPE.aiCredits, '1');
    // Nine of the ten used: one left.
    await t.database.db.update(contentAiCredits).set({ used: 9 }).where(eq(contentAiCredits.orderId, (await lastPackOrder(me.token))!));
    const both = await Promise.all(['急救员培训怎么报名？', '马拉松医疗志愿者要什么证书？'].map((question) => send(t.app, content.aiAsk, { ...me, question })));
    expect(both.filter((r) => r.error === undefined)).toHaveLength(1);
    expect(both.filter((r) => r.error?.code === content.AI_ERRORS.noCredits.code)).toHaveLength(1);
    expect(ok(await send(t.app, content.aiInfo, me)).credits).toBe(0);
    expect(ok(await send(t.app, content.aiHistory, me)).total).toBe(1);
  });

  async function lastPackOrder(token: string) {
    const orders = ok(await send(t.app, order.list, { iid: IID, token, status: 0, pageNum: 1, pageSize: 5 }));
    return orders.list.find((o) => o.businessType === order.BUSINESS_TYPE.aiCredits)?.orderId;
  }

  it('refunds a paid question the expert has not answered in 72 hours, through the order’s refund; an answered one stays', async () => {
    const HOUR = 3600_000;
    const [expert] = ok(await send(t.app, content.experts, { iid: IID })).list;
    const [late, answered, away] = [await newMember(), await newMember(), await newMember()];
    const orders = new Map<object, string>();
    for (const who of [late, answered, away]) orders.set(who, (await buy(who.token, order.BUSINESS_TYPE.ask, String(expert!.id), '山里下雨还能露营吗？')).orderId);
    const asked = ok(await send(t.app, content.myQuestions, late)).list[0]!;
    expect(Date.parse(asked.answerBy) - Date.parse(asked.askedAt)).toBe(72 * HOUR);
    expect(asked.refundedAt).toBeNull();
    const idOf = async (who: { iid: number; token: string }) => ok(await send(t.app, content.myQuestions, who)).list[0]!.id;
    expect((await admin('POST', `/api/admin/content/questions/${await idOf(answered)}/answer`, { answer: '看雨量，备好防水帐篷。' })).statusCode).toBe(200);

    // The app's clock and the job's (the same offset): 71 hours on, nothing is due yet.
    let shift = 0;
    const jobServices = createServices(t.database.db, loadConfig({}), () => Date.now() + shift, () => undefined, modules);
    const advance = (ms: number) => {
      t.advance(ms);
      shift += ms;
    };
    advance(71 * HOUR);
    expect(await refundOverdueQuestions(jobServices)).toBe(0);
    expect(ok(await send(t.app, content.myQuestions, late)).list[0]!.refundedAt).toBeNull();

    advance(HOUR + 1000);
    // The asker's own list refunds their question on the spot.
    const refunded = ok(await send(t.app, content.myQuestions, late)).list[0]!;
    expect(refunded.refundedAt).not.toBeNull();
    expect(refunded.answer).toBe('');
    const lateOrder = ok(await send(t.app, order.detail, { iid: IID, token: late.token, orderId: orders.get(late)! }));
    expect(lateOrder).toMatchObject({ refundState: order.REFUND_STATE.refunding, refundReason: ASK_REFUND_REASON });
    // The job refunds the one whose asker never looked (and only it), once.
    expect(await refundOverdueQuestions(jobServices)).toBe(1);
    expect(await refundOverdueQuestions(jobServices)).toBe(0);
    expect(ok(await send(t.app, content.myQuestions, away)).list[0]!.refundedAt).not.toBeNull();
    expect(ok(await send(t.app, order.detail, { iid: IID, token: away.token, orderId: orders.get(away)! })).refundState).toBe(order.REFUND_STATE.refunding);
    const kept = ok(await send(t.app, content.myQuestions, answered)).list[0]!;
    expect(kept).toMatchObject({ answer: '看雨量，备好防水帐篷。', refundedAt: null });
    expect(ok(await send(t.app, order.detail, { iid: IID, token: answered.token, orderId: orders.get(answered)! })).refundState).toBe(order.REFUND_STATE.none);

    // Too late for the expert: the refunded question is off the list and cannot be answered.
    const open = (await admin('GET', `/api/admin/content/questions?iid=${IID}`)).json<{ t: { id: number }[] }>().t;
    expect(open.some((q) => q.id === refunded.id)).toBe(false);
    const tooLate = await admin('POST', `/api/admin/content/questions/${refunded.id}/answer`, { answer: '可以。' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ code: content.ASK_ERRORS.refunded.code, msg: content.ASK_ERRORS.refunded.msg });
  });

  it('answers with the local rule-based assistant without any network', async () => {
    const reply = await localAnswerer.answer({ db: t.database.db, iid: IID, question: '哪里有除颤仪 AED？' });
    expect(reply.sources[0]?.title).toBe('AED 地图上线：离你最近的除颤仪');
  });
});
