import { statis } from '@tongxin/api-client/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { DEMO_OWNER, signInStaff } from '../../testing/staff';

/* The console's dashboard counts the caller's tenant only: today, 30 days, what waits for approval. */
describe('console dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts today’s new members and 30 days of orders of its own tenant, and the pending approvals', async () => {
    const owner = await signInStaff(t.app, DEMO_OWNER.mobile, DEMO_OWNER.password);
    const owner3073 = await signInStaff(t.app, '13800003073', 'Tongxin3073');
    const before = ok(await call(t.app, statis.consoleDashboard, { token: owner }));
    expect(before.days).toHaveLength(30);
    expect(before.last30.orders).toBeGreaterThan(0);
    const before3073 = ok(await call(t.app, statis.consoleDashboard, { token: owner3073 }));
    await signUp(t.app, 1000, '13900009301');
    await signUp(t.app, 1000, '13900009302');
    const after = ok(await call(t.app, statis.consoleDashboard, { token: owner }));
    expect(after.today.newMembers).toBe(before.today.newMembers + 2);
    expect(after.last30.newMembers).toBe(before.last30.newMembers + 2);
    expect(ok(await call(t.app, statis.consoleDashboard, { token: owner3073 })).today.newMembers).toBe(before3073.today.newMembers);
    expect(after.pending).toEqual({ distributors: expect.any(Number), withdrawals: expect.any(Number) });
    expect((await call(t.app, statis.consoleDashboard, { token: owner, iid: 3073 })).error?.code).toBe(4921);
  });
});
