import { invite, point } from '@tongxin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';

const IID = 1000;

describe.each(BACKENDS)('invitations on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  const newMember = async () => {
    seq += 1;
    const { token, userId } = await signUp(t.app, IID, `1362222${String(seq).padStart(4, '0')}`);
    return { token, userId };
  };
  const codeOf = async (token: string, kind: 'sub' | 'actseller' = 'sub') => ok(await call(t.app, invite.code, { iid: IID, token, kind })).inviteCode;
  const bind = (token: string, code: string) => call(t.app, invite.validate, { iid: IID, token, code, bind: true });

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  it('binds a sub-account with a code once: the second member is refused, the inviter lists one child', async () => {
    const a = await newMember();
    const code = await codeOf(a.token);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(await codeOf(a.token)).toBe(code); // the open code, not a new one each time
    const b = await newMember();
    const preview = ok(await call(t.app, invite.validate, { iid: IID, token: b.token, code: code.toLowerCase(), bind: false }));
    expect(preview).toMatchObject({ inviter: { userId: a.userId }, kind: 'sub', bound: false });
    expect(ok(await bind(b.token, code))).toMatchObject({ bound: true });
    const c = await newMember();
    expect((await bind(c.token, code)).error).toEqual(invite.validate.errors.usedCode);
    expect(ok(await call(t.app, invite.children, { iid: IID, token: a.token }))).toMatchObject({ total: 1, list: [{ userId: b.userId, kind: 'sub' }] });
    expect(ok(await call(t.app, invite.account, { iid: IID, token: b.token })).parent).toMatchObject({ userId: a.userId, kind: 'sub' });
    // A new code for the inviter after the first was used.
    expect(await codeOf(a.token)).not.toBe(code);
  });

  it('refuses a wrong code, the own code, a second inviter, a cycle and an expired code, in the spec words', async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await bind(a.token, 'ZZZZ2222')).error).toEqual(invite.validate.errors.unknownCode);
    expect((await bind(a.token, await codeOf(a.token))).error).toEqual(invite.validate.errors.ownCode);
    ok(await bind(b.token, await codeOf(a.token)));
    // b invited by a: a may not bind b's code (a cycle), b may not bind a second inviter.
    expect((await bind(a.token, await codeOf(b.token))).error).toEqual(invite.validate.errors.cycle);
    const c = await newMember();
    expect((await bind(b.token, await codeOf(c.token))).error).toEqual(invite.validate.errors.alreadyBound);
    const old = await codeOf(c.token);
    t.advance(invite.CODE_TTL_DAYS * 86_400_000 + 1000);
    const d = await newMember();
    expect((await bind(d.token, old)).error).toEqual(invite.validate.errors.expiredCode);
  });

  it('two members racing for one code: one binds, the other is refused, one child', async () => {
    const a = await newMember();
    const code = await codeOf(a.token);
    const [x, y] = [await newMember(), await newMember()];
    const replies = await Promise.all([bind(x.token, code), bind(y.token, code)]);
    expect(replies.filter((r) => r.result?.bound)).toHaveLength(1);
    expect(replies.filter((r) => r.error?.code === invite.validate.errors.usedCode.code)).toHaveLength(1);
    expect(ok(await call(t.app, invite.children, { iid: IID, token: a.token })).total).toBe(1);
  });

  it('rewards the inviter once per step with points, and unbinding a child frees them to bind again', async () => {
    const a = await newMember();
    const before = ok(await call(t.app, point.account, { iid: IID, token: a.token })).balance;
    const children = [];
    for (let i = 0; i < 3; i += 1) {
      const child = await newMember();
      ok(await bind(child.token, await codeOf(a.token)));
      children.push(child);
    }
    const gifts = ok(await call(t.app, invite.gifts, { iid: IID, token: a.token }));
    expect(gifts.invited).toBe(3);
    expect(gifts.steps.map((s) => s.grantedAt !== null)).toEqual([true, true, false]);
    expect(ok(await call(t.app, point.account, { iid: IID, token: a.token })).balance).toBe(before + 10 + 30);

    const [first] = children;
    if (!first) throw new Error('no child');
    ok(await call(t.app, invite.removeChild, { iid: IID, token: a.token, userId: first.userId }));
    expect((await call(t.app, invite.removeChild, { iid: IID, token: a.token, userId: first.userId })).error).toEqual(invite.removeChild.errors.childNotFound);
    ok(await bind(first.token, await codeOf(a.token)));
    // Back to three: no step is paid twice.
    expect(ok(await call(t.app, point.account, { iid: IID, token: a.token })).balance).toBe(before + 40);
  });
});
