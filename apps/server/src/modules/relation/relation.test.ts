import { relation } from '@tongxin/api-client';
import { ID_NUMBER_MESSAGES } from '@tongxin/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { withCheckDigit } from '../../platform/id-number';

const IID = 1000;
/** A valid ID (Beijing, born 1990-03-07) and the same with its check character changed. */
const GOOD_ID = withCheckDigit('11010519900307123');
const BAD_ID = `${GOOD_ID.slice(0, 17)}${GOOD_ID.endsWith('1') ? '2' : '1'}`;

describe.each(BACKENDS)('relations on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const newMember = async () => {
    seq += 1;
    const { token, userId } = await signUp(t.app, IID, `1372100${String(seq).padStart(4, '0')}`);
    return { iid: IID, token, memberId: userId };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('verifies an identity: a wrong checksum or name is refused with nothing stored, the full ID only to its owner', async () => {
    const me = await newMember();
    const other = await newMember();
    const before = ok(await call(t.app, relation.mine, me));

    const wrong = await call(t.app, relation.verify, { ...me, name: '王同心', idNumber: BAD_ID });
    expect(wrong.error).toEqual({ code: relation.RELATION_ERRORS.badIdNumber.code, msg: ID_NUMBER_MESSAGES.checksum });
    expect((await call(t.app, relation.verify, { ...me, name: 'Wang', idNumber: GOOD_ID })).error?.msg).toBe('中文姓名格式不对哦~');
    expect(ok(await call(t.app, relation.mine, me))).toEqual(before);

    expect(ok(await call(t.app, relation.verify, { ...me, name: '王同心', idNumber: GOOD_ID.toLowerCase() }))).toEqual({ status: 2, idMasked: `110***********${GOOD_ID.slice(-4)}` });
    const mine = ok(await call(t.app, relation.mine, me));
    expect(mine.auth).toMatchObject({ status: 2, name: '王同心', idNumber: GOOD_ID });
    expect(mine.verified).toBe(true);
    // Others see that the member is verified, never the number.
    const seen = await t.app.inject({ method: 'GET', url: `/api/relation/profile?iid=${IID}&token=${other.token}&memberId=${me.memberId}` });
    expect(seen.json<{ t: { verified: boolean } }>().t.verified).toBe(true);
    expect(seen.body).not.toContain(GOOD_ID.slice(6, 14));
    // Once verified, not again; and no one else with the same number.
    expect((await call(t.app, relation.verify, { ...me, name: '王同心', idNumber: GOOD_ID })).error).toMatchObject(relation.RELATION_ERRORS.verifiedAlready);
    expect((await call(t.app, relation.verify, { ...other, name: '李同心', idNumber: GOOD_ID })).error?.msg).toBe('该身份证号码已被其他成员认证');
    expect(ok(await call(t.app, relation.mine, other)).auth.status).toBe(0);
  });

  it('takes one impression per visitor, even two sent at once; the owner hides one from others', async () => {
    const owner = await newMember();
    const [a, b] = [await newMember(), await newMember()];
    expect((await call(t.app, relation.addImpression, { ...owner, memberId: owner.memberId, tag: '自夸' })).error).toMatchObject(relation.RELATION_ERRORS.selfImpression);

    const both = await Promise.all([
      call(t.app, relation.addImpression, { ...a, memberId: owner.memberId, tag: '热心' }),
      call(t.app, relation.addImpression, { ...a, memberId: owner.memberId, tag: '靠谱' }),
    ]);
    expect(both.filter((r) => r.result).length).toBe(1);
    expect(both.find((r) => r.error)?.error).toMatchObject(relation.RELATION_ERRORS.impressedAlready);
    const fromB = ok(await call(t.app, relation.addImpression, { ...b, memberId: owner.memberId, tag: '  有耐心 ' }));
    expect(fromB.tag).toBe('有耐心');

    const asOwner = ok(await call(t.app, relation.impressions, { ...owner, memberId: owner.memberId }));
    expect(asOwner.list).toHaveLength(2);
    expect(asOwner.isMe).toBe(true);
    // Only the owner may hide: b cannot hide their own impression of the owner.
    expect((await call(t.app, relation.hideImpression, { ...b, id: fromB.id, hidden: true })).error).toMatchObject(relation.RELATION_ERRORS.entryNotFound);
    ok(await call(t.app, relation.hideImpression, { ...owner, id: fromB.id, hidden: true }));
    const asVisitor = ok(await call(t.app, relation.impressions, { iid: IID, token: b.token, memberId: owner.memberId }));
    expect(asVisitor.list.map((i) => i.tag)).toEqual([both.find((r) => r.result)?.result?.tag]);
    expect(ok(await call(t.app, relation.profile, { iid: IID, memberId: owner.memberId })).tags).toHaveLength(1);
    expect(ok(await call(t.app, relation.impressions, { ...owner, memberId: owner.memberId })).list.find((i) => i.id === fromB.id)?.hidden).toBe(true);
    expect((await call(t.app, relation.profile, { iid: 3073, memberId: owner.memberId })).error).toMatchObject(relation.RELATION_ERRORS.memberNotFound);
  });

  it('praises once, keeps base info, honours and companies of the member alone', async () => {
    const me = await newMember();
    const fan = await newMember();
    expect(ok(await call(t.app, relation.praise, { ...fan, memberId: me.memberId })).praiseCount).toBe(1);
    expect((await call(t.app, relation.praise, { ...fan, memberId: me.memberId })).error).toMatchObject(relation.RELATION_ERRORS.praisedAlready);
    expect(ok(await call(t.app, relation.praises, me)).list[0]?.from.memberId).toBe(fan.memberId);

    const base = { realName: '赵同心', gender: 1, birthday: '1988-02-29', wechat: 'zhao', email: 'bad-mail', city: '宁波', intro: '跑步' };
    expect((await call(t.app, relation.saveBase, { ...me, ...base })).error?.msg).toBe('邮箱格式格式不对哦~');
    ok(await call(t.app, relation.saveBase, { ...me, ...base, email: 'zhao@example.org' }));
    ok(await call(t.app, relation.saveExtra, { ...me, items: [{ label: '特长', value: '急救' }] }));
    const honor = ok(await call(t.app, relation.saveHonor, { ...me, title: '优秀志愿者', date: '2025-01-01', image: '' }));
    expect((await call(t.app, relation.saveCompany, { ...me, name: '同心', position: '', startDate: '2025-01-01', endDate: '2024-01-01' })).error?.msg).toBe('离职日期不能早于入职日期');
    ok(await call(t.app, relation.saveCompany, { ...me, name: '同心公益', position: '队员', startDate: '2024-01-01', endDate: '' }));
    // Another member cannot touch them.
    expect((await call(t.app, relation.removeEntry, { ...fan, kind: 'honor', id: honor.id })).error).toMatchObject(relation.RELATION_ERRORS.entryNotFound);

    const seen = ok(await call(t.app, relation.profile, { iid: IID, token: fan.token, memberId: me.memberId }));
    expect(seen).toMatchObject({ realName: '赵同心', city: '宁波', praiseCount: 1, praisedByMe: true, impressedByMe: false, isMe: false, extra: [{ label: '特长', value: '急救' }] });
    expect(seen.honors.map((h) => h.title)).toEqual(['优秀志愿者']);
    expect(seen.companies.map((c) => c.name)).toEqual(['同心公益']);
    expect(JSON.stringify(seen)).not.toContain('zhao@example.org');

    ok(await call(t.app, relation.removeEntry, { ...me, kind: 'honor', id: honor.id }));
    expect(ok(await call(t.app, relation.mine, me)).honors).toEqual([]);
    expect((await call(t.app, relation.opinion, { ...me, content: '短', contact: '' })).status).toBe(400);
    ok(await call(t.app, relation.opinion, { ...me, content: '希望多组织周末的助老活动', contact: '' }));
    expect(ok(await call(t.app, relation.opinions, me)).map((o) => o.content)).toEqual(['希望多组织周末的助老活动']);
  });
});
