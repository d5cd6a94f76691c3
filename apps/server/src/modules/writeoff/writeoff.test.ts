import { writeoff } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { activateCard } from '../vip/api';
import { writeoffMerchants } from './schema';

const IID = 1000;
const DEMO = { mobile: '13800138000', password: 'tongxin2024' };

describe.each(BACKENDS)('vip write-off on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  let merchant: string;
  /** A new member; with `vip` a year card of their own. */
  const newMember = async (vip: boolean) => {
    seq += 1;
    const { token, userId } = await signUp(t.app, IID, `1363333${String(seq).padStart(4, '0')}`);
    if (vip) await activateCard(t.database.db, { iid: IID, memberId: userId, planId: 2, tradeNo: `W${userId}`, now: new Date() });
    return { token, userId };
  };
  const showCode = async (token: string) => ok(await call(t.app, writeoff.myCode, { iid: IID, token }));

  beforeAll(async () => {
    t = await startTestApp(backend);
    const { member } = await import('@tongxin/api-client');
    merchant = ok(await call(t.app, member.login, { iid: IID, ...DEMO }, { 'x-forwarded-for': '10.9.9.9' })).token;
  }, 60_000);
  afterAll(() => t.close());

  it('a merchant looks up a code and writes off a one-use benefit once; both sides list the record', async () => {
    const holder = await newMember(true);
    const { writeOffCode: code, benefits, cardNo } = await showCode(holder.token);
    expect(code).toMatch(/^\d{8}$/);
    const drink = benefits.find((b) => b.uses === 1);
    if (!drink) throw new Error('no one-use benefit seeded');
    const seen = ok(await call(t.app, writeoff.lookup, { iid: IID, token: merchant, code: ` ${code.slice(0, 4)} ${code.slice(4)} ` }));
    expect(seen).toMatchObject({ cardNo, merchant: '同心户外装备店' });
    expect(seen.member).toMatch(/^1\*+$/);
    const used = ok(await call(t.app, writeoff.use, { iid: IID, token: merchant, code, benefitId: drink.id }));
    expect(used).toMatchObject({ benefit: drink.title, cardNo });
    expect((await call(t.app, writeoff.use, { iid: IID, token: merchant, code, benefitId: drink.id })).error).toEqual(writeoff.use.errors.usedUp);
    expect(ok(await call(t.app, writeoff.received, { iid: IID, token: holder.token })).list).toMatchObject([{ id: used.id, benefit: drink.title }]);
    const records = ok(await call(t.app, writeoff.records, { iid: IID, token: merchant }));
    expect(records.list[0]).toMatchObject({ id: used.id, cardNo });
    expect((await showCode(holder.token)).benefits.find((b) => b.id === drink.id)?.used).toBe(1);
  });

  it('two write-offs racing for the last use: one is taken, the other refused', async () => {
    const holder = await newMember(true);
    const { writeOffCode: code, benefits } = await showCode(holder.token);
    const drink = benefits.find((b) => b.uses === 1);
    if (!drink) throw new Error('no one-use benefit seeded');
    const replies = await Promise.all([1, 2, 3].map(() => call(t.app, writeoff.use, { iid: IID, token: merchant, code, benefitId: drink.id })));
    expect(replies.filter((r) => r.result)).toHaveLength(1);
    expect(replies.filter((r) => r.error?.code === writeoff.use.errors.usedUp.code)).toHaveLength(2);
    expect(ok(await call(t.app, writeoff.received, { iid: IID, token: holder.token })).total).toBe(1);
  });

  it('refuses a member without a card, a non-merchant, a wrong, replaced or expired code', async () => {
    const plain = await newMember(false);
    expect((await call(t.app, writeoff.myCode, { iid: IID, token: plain.token })).error).toEqual(writeoff.myCode.errors.notVip);
    expect((await call(t.app, writeoff.records, { iid: IID, token: plain.token })).error).toEqual(writeoff.records.errors.notMerchant);
    expect(ok(await call(t.app, writeoff.merchant, { iid: IID, token: plain.token }))).toBeNull();
    const holder = await newMember(true);
    const first = await showCode(holder.token);
    expect((await call(t.app, writeoff.lookup, { iid: IID, token: plain.token, code: first.writeOffCode })).error).toEqual(writeoff.lookup.errors.notMerchant);
    expect((await call(t.app, writeoff.lookup, { iid: IID, token: merchant, code: '00000000' })).error).toEqual(writeoff.lookup.errors.badCode);
    const second = await showCode(holder.token);
    expect((await call(t.app, writeoff.lookup, { iid: IID, token: merchant, code: first.writeOffCode })).error).toEqual(writeoff.lookup.errors.expiredCode);
    t.advance(writeoff.CODE_TTL_MINUTES * 60_000 + 1000);
    expect((await call(t.app, writeoff.lookup, { iid: IID, token: merchant, code: second.writeOffCode })).error).toEqual(writeoff.lookup.errors.expiredCode);
  });

  it("refuses a benefit of another merchant", async () => {
    const other = await newMember(false);
    const [row] = await t.database.db.insert(writeoffMerchants).values({ iid: IID, memberId: other.userId, name: '别家' }).returning();
    expect(row).toBeDefined();
    const holder = await newMember(true);
    const { writeOffCode: code, benefits } = await showCode(holder.token);
    const reply = await call(t.app, writeoff.use, { iid: IID, token: other.token, code, benefitId: benefits[0]?.id ?? 0 });
    expect(reply.error).toEqual(writeoff.use.errors.benefitNotFound);
  });

  it('the organisation adds a member as a merchant, gives it a benefit and removes it; its records stay', async () => {
    type View = { id: number; name: string; mobile: string; removed: boolean; benefits: { id: number; title: string; uses: number }[] };
    const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.operatorToken}` } });
    seq += 1;
    const mobile = `1364444${String(seq).padStart(4, '0')}`;
    const shop = await signUp(t.app, IID, mobile);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/writeoff/merchants?iid=${IID}` })).statusCode).toBe(401);
    expect((await admin('POST', '/api/admin/writeoff/merchants', { iid: IID, mobile: '12345', name: '茶舍' })).json()).toEqual({ code: 400, msg: '请输入正确的手机号' });
    expect((await admin('POST', '/api/admin/writeoff/merchants', { iid: IID, mobile: '13999990000', name: '茶舍' })).json()).toEqual({ code: 404, msg: '该手机号不是本组织的会员' });
    expect((await admin('POST', '/api/admin/writeoff/merchants', { iid: IID, mobile, name: '' })).statusCode).toBe(400);

    const added = await admin('POST', '/api/admin/writeoff/merchants', { iid: IID, mobile, name: '同心茶舍', benefits: [{ title: '茶饮八折', uses: 2 }] });
    const made = added.json<{ t: View }>().t;
    expect(made).toMatchObject({ name: '同心茶舍', mobile, removed: false, benefits: [{ title: '茶饮八折', uses: 2 }] });
    expect((await admin('POST', '/api/admin/writeoff/merchants', { iid: IID, mobile, name: '同心茶舍' })).json()).toEqual({ code: 409, msg: '该会员已是核销商家' });
    const more = (await admin('POST', `/api/admin/writeoff/merchants/${made.id}/benefits`, { iid: IID, title: '免费续杯', description: '每次一杯', uses: 1 })).json<{ t: View }>().t;
    expect(more.benefits.map((b) => b.title)).toEqual(['茶饮八折', '免费续杯']);
    expect((await admin('GET', `/api/admin/writeoff/merchants?iid=${IID}`)).json<{ t: View[] }>().t.map((m) => m.name)).toContain('同心茶舍');

    // The new merchant writes off one of its own benefits.
    expect(ok(await call(t.app, writeoff.merchant, { iid: IID, token: shop.token }))).toMatchObject({ name: '同心茶舍', benefits: 2 });
    const holder = await newMember(true);
    const { writeOffCode: code } = await showCode(holder.token);
    const tea = more.benefits[0];
    if (!tea) throw new Error('benefit missing');
    ok(await call(t.app, writeoff.use, { iid: IID, token: shop.token, code, benefitId: tea.id }));

    // Removed: it writes off no more, its benefits leave the holders' cards, the record stays.
    expect((await admin('DELETE', `/api/admin/writeoff/merchants/${made.id}?iid=9999`)).json()).toEqual({ code: 404, msg: '商家不存在' });
    expect((await admin('DELETE', `/api/admin/writeoff/merchants/${made.id}?iid=${IID}`)).json<{ t: View }>().t).toMatchObject({ id: made.id, removed: true });
    expect((await admin('DELETE', `/api/admin/writeoff/merchants/${made.id}?iid=${IID}`)).json()).toEqual({ code: 409, msg: '该商家已移除' });
    expect((await call(t.app, writeoff.use, { iid: IID, token: shop.token, code, benefitId: tea.id })).error).toEqual(writeoff.use.errors.notMerchant);
    expect(ok(await call(t.app, writeoff.merchant, { iid: IID, token: shop.token }))).toBeNull();
    expect((await showCode(holder.token)).benefits.map((b) => b.id)).not.toContain(tea.id);
    expect(ok(await call(t.app, writeoff.received, { iid: IID, token: holder.token })).list).toMatchObject([{ benefit: '茶饮八折', merchant: '同心茶舍' }]);

    // Added again: back, with the name it is given now.
    expect((await admin('POST', '/api/admin/writeoff/merchants', { iid: IID, mobile, name: '同心茶舍·新店' })).json<{ t: View }>().t).toMatchObject({ id: made.id, name: '同心茶舍·新店', removed: false });
  });
});
