import { content, order } from '@tongxin/api-client/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../testing/contract';
import { startFakeServer, type FakeRequest, type FakeReply, type FakeServer } from '../../testing/fake-server';
import { ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { ASSISTANT_PROMPT } from './answerer';

const IID = 1000;
const API_KEY = 'sk-test-of-the-answerer-suite';

/**
 * ANSWERER_BASE_URL: the chatgpt questions go to an OpenAI-compatible service. The service here is
 * a real HTTP server on 127.0.0.1 that answers as the test tells it.
 */
describe('the OpenAI-compatible answerer', () => {
  let reply: (request: FakeRequest) => FakeReply | Promise<FakeReply> = () => ({ status: 500 });
  /** Lets a request the service is holding (the timeout case) finish when the test is done with it. */
  let release: () => void = () => undefined;
  let service: FakeServer;
  let t: TestApp;
  let seq = 0;

  async function memberWithCredits() {
    seq += 1;
    const { token } = await signUp(t.app, IID, `1372900${String(seq).padStart(4, '0')}`);
    const created = ok(await send(t.app, order.create, { iid: IID, orderType: order.BUSINESS_TYPE.aiCredits, keys: '1', num: 1, token }));
    ok(await send(t.app, order.wechatPay, { iid: IID, orderId: created.orderId, openId: 'o-answerer', token }));
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/member', payload: { iid: IID, token, orderId: created.orderId } })).statusCode).toBe(200);
    return { iid: IID, token };
  }
  const completion = (text: string): FakeReply => ({ body: JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: text } }] }) });

  beforeAll(async () => {
    service = await startFakeServer((request) => reply(request));
    t = await startTestApp('pglite', {
      env: { PAY_SANDBOX_ENDPOINT: '1', ANSWERER_BASE_URL: `${service.url}/v1`, ANSWERER_API_KEY: API_KEY, ANSWERER_MODEL: 'test-model', ANSWERER_TIMEOUT_MS: '400' },
    });
  }, 90_000);
  afterAll(async () => {
    release();
    await t?.close();
    await service?.close();
  });

  it("sends the question with the organisation's matching articles and shows the model's answer, one credit", async () => {
    const me = await memberWithCredits();
    reply = () => completion('  植树节在城东湿地公园，请穿运动鞋。 ');
    expect(ok(await send(t.app, content.aiInfo, me))).toMatchObject({ credits: 10, provider: 'http' });

    const asked = ok(await send(t.app, content.aiAsk, { ...me, question: '植树节活动在哪里种树？' }));
    expect(asked.answer.answer).toBe('植树节在城东湿地公园，请穿运动鞋。');
    expect(asked.answer.sources[0]).toEqual({ title: '春季植树节：两百名志愿者种下一片林', link: `/app/news/${IID}/detail/1` });
    expect(asked.credits).toBe(9);

    const sent = service.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = JSON.parse(sent.body) as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content.startsWith(ASSISTANT_PROMPT)).toBe(true);
    expect(body.messages[0]!.content).toContain('《春季植树节：两百名志愿者种下一片林》');
    expect(body.messages[1]).toEqual({ role: 'user', content: '植树节活动在哪里种树？' });
    expect(ok(await send(t.app, content.aiHistory, me)).list[0]).toMatchObject({ question: '植树节活动在哪里种树？', answer: '植树节在城东湿地公园，请穿运动鞋。' });
  });

  it('gives the credit back with a clear message when the service fails, answers garbage or nothing', async () => {
    const me = await memberWithCredits();
    for (const failure of [{ status: 503, body: '{"error":{"message":"overloaded"}}' }, { body: '<html>gateway</html>' }, { body: '{"choices":[]}' }, completion('   ')]) {
      reply = () => failure;
      const refused = await send(t.app, content.aiAsk, { ...me, question: '急救员培训怎么报名？' });
      expect(refused.error).toEqual({ code: content.AI_ERRORS.unavailable.code, msg: content.AI_ERRORS.unavailable.msg });
    }
    expect(ok(await send(t.app, content.aiInfo, me)).credits).toBe(10);
    // The unanswered questions are not kept.
    expect(ok(await send(t.app, content.aiHistory, me)).total).toBe(0);
  });

  it('gives the credit back when the service does not answer in time', async () => {
    const me = await memberWithCredits();
    reply = () => new Promise<FakeReply>((done) => (release = () => done(completion('太迟了'))));
    const refused = await send(t.app, content.aiAsk, { ...me, question: '马拉松医疗志愿者要什么证书？' });
    expect(refused.error).toEqual({ code: content.AI_ERRORS.timeout.code, msg: content.AI_ERRORS.timeout.msg });
    release();
    expect(ok(await send(t.app, content.aiInfo, me)).credits).toBe(10);
    expect(ok(await send(t.app, content.aiHistory, me)).total).toBe(0);
  });

  it('gives the credit back when the service is unreachable', async () => {
    const me = await memberWithCredits();
    await service.close();
    const refused = await send(t.app, content.aiAsk, { ...me, question: '植树节在哪里？' });
    expect(refused.error?.msg).toBe(content.AI_ERRORS.unavailable.msg);
    expect(ok(await send(t.app, content.aiInfo, me)).credits).toBe(10);
  });
});
