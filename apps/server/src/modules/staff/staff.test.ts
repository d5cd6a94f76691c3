import { distribution, site, staff } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { gatewayCall, signUp } from '../../testing/member';
import { DEMO_OWNER, signInStaff } from '../../testing/staff';
import { staffAudit, staffTenantProfiles } from './schema';

/*
 * The console's platform: staff sign-in with a device code, sessions that expire and end,
 * roles checked on the server, every call scoped to the caller's tenant whatever it sends,
 * tenants created with their hosts and first owner, secrets never sent back, and the audit log.
 */

const REVIEWER_1000 = { mobile: '13800001001', password: 'Tongxin1001' };
const OWNER_3073 = { mobile: '13800003073', password: 'Tongxin3073' };

describe.each(BACKENDS)('staff and tenants on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  let reviewer: string;
  let owner3073: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { STAFF_SESSION_HOURS: '12' } });
    owner = await signInStaff(t.app, DEMO_OWNER.mobile, DEMO_OWNER.password);
    reviewer = await signInStaff(t.app, REVIEWER_1000.mobile, REVIEWER_1000.password);
    owner3073 = await signInStaff(t.app, OWNER_3073.mobile, OWNER_3073.password);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const smsCode = async (mobile: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` })).json<{ t: string }>().t;

  it('signs in with the password, and with an SMS code on a device the account has not used', async () => {
    const device = 'a-new-laptop-0001';
    const wrong = await call(t.app, staff.signIn, { mobile: DEMO_OWNER.mobile, password: 'not-it-0000', deviceId: device });
    expect(wrong.error).toEqual({ code: 4901, msg: '手机号或密码错误' });
    const first = await call(t.app, staff.signIn, { mobile: DEMO_OWNER.mobile, password: DEMO_OWNER.password, deviceId: device });
    expect(first.error).toEqual({ code: 4902, msg: '新设备登录，验证码已发送到 138****1000' });
    expect((await call(t.app, staff.signIn, { mobile: DEMO_OWNER.mobile, password: DEMO_OWNER.password, deviceId: device, code: '000000' })).error?.code).toBe(4903);
    const signed = ok(await call(t.app, staff.signIn, { mobile: DEMO_OWNER.mobile, password: DEMO_OWNER.password, deviceId: device, code: await smsCode(DEMO_OWNER.mobile) }));
    expect(signed.staff).toMatchObject({ iid: 1000, roles: ['owner'], mobile: DEMO_OWNER.mobile });
    // The device is known now: the password alone.
    ok(await call(t.app, staff.signIn, { mobile: DEMO_OWNER.mobile, password: DEMO_OWNER.password, deviceId: device }));
    expect(ok(await call(t.app, staff.me, { token: signed.token }))).toMatchObject({ tenantName: expect.any(String), operator: false });
  });

  it('ends sessions when they expire and everywhere at once', async () => {
    const one = await signInStaff(t.app, '13800001002', 'Tongxin1002');
    const two = await signInStaff(t.app, '13800001002', 'Tongxin1002', 'another-device-002');
    expect(ok(await call(t.app, staff.signOutEverywhere, { token: one })).ended).toBe(2);
    expect((await call(t.app, staff.me, { token: two })).error?.code).toBe(1000001);
    const three = await signInStaff(t.app, '13800001002', 'Tongxin1002');
    t.advance(13 * 3600_000);
    expect((await call(t.app, staff.me, { token: three })).error?.code).toBe(1000001);
    t.advance(-13 * 3600_000);
  });

  it('checks the role on the server: a reviewer reads no staff and changes no settings', async () => {
    expect((await call(t.app, staff.staffList, { token: reviewer })).error).toEqual({ code: 4920, msg: '没有权限进行此操作' });
    expect((await call(t.app, staff.tenantUpdate, { token: reviewer, shortName: '改名' })).error?.code).toBe(4920);
    expect((await call(t.app, staff.tenantCreate, { token: owner, name: '越权组织', shortName: '越权', logo: '', themeColor: '#000000', hosts: [], channels: [], modules: [], ownerMobile: '13900009999', ownerName: 'x', ownerPassword: 'Owner12345' })).error?.code).toBe(4920);
    // The admin API too: the reviewer reviews, but does not pay out.
    const withdrawals = await t.app.inject({ method: 'GET', url: '/api/admin/wallet/withdrawals?iid=1000', headers: { authorization: `Bearer ${reviewer}` } });
    expect(withdrawals.json()).toMatchObject({ code: 4920 });
    const roles = await t.app.inject({ method: 'GET', url: '/api/admin/distribution/roles?iid=1000', headers: { authorization: `Bearer ${reviewer}` } });
    expect(roles.json()).toMatchObject({ code: 0 });
  });

  it('keeps a staff member of tenant 1000 out of tenant 3073 whatever iid or id it sends', async () => {
    expect((await call(t.app, staff.tenantGet, { token: owner, iid: 3073 })).error).toEqual({ code: 4921, msg: '无权访问该组织的数据' });
    expect((await call(t.app, staff.staffList, { token: owner, iid: 3073 })).error?.code).toBe(4921);
    expect((await call(t.app, staff.auditList, { token: owner, iid: 3073 })).error?.code).toBe(4921);
    // 3073's reviewer, by its id, through 1000's owner: missing, and unchanged.
    const theirs = ok(await call(t.app, staff.staffList, { token: owner3073 })).list.find((m) => m.mobile === '13800003074');
    expect(theirs).toBeDefined();
    expect((await call(t.app, staff.staffUpdate, { token: owner, staffId: theirs?.id ?? 0, disabled: true })).error?.code).toBe(404);
    expect(ok(await call(t.app, staff.staffList, { token: owner3073 })).list.find((m) => m.id === theirs?.id)?.disabled).toBe(false);
    // The admin API: another tenant's iid is refused, another tenant's record by id is not there.
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/distribution/roles?iid=3073', headers: { authorization: `Bearer ${owner}` } });
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ code: 4921 });
    const regs = await t.app.inject({ method: 'GET', url: '/api/admin/registrations?iid=3073', headers: { authorization: `Bearer ${owner}` } });
    expect(regs.json()).toMatchObject({ code: 4921 });
    const mine = await t.app.inject({ method: 'GET', url: '/api/admin/registrations', headers: { authorization: `Bearer ${owner}` } });
    expect(mine.json()).toMatchObject({ code: 0, t: [] });
  });

  it('lets the operator create a tenant with its hosts and owner; the shell maps the host; the owner signs in and invites', async () => {
    const base = { name: '青山志愿者协会', shortName: '青山', logo: '', themeColor: '#228833', channels: ['h5' as const, 'wechat' as const], modules: ['act' as const, 'mall' as const] };
    // Bad input, nothing half-saved: a host taken, a weak password.
    const taken = await call(t.app, staff.tenantCreate, { token: t.operatorToken, ...base, hosts: ['qingshan.example.org', 'h5.tongxin.local'], ownerMobile: '13900005001', ownerName: '李青', ownerPassword: 'Qingshan2026' });
    expect(taken.error).toEqual({ code: 4906, msg: '该域名已被其他组织使用：h5.tongxin.local' });
    const weak = await call(t.app, staff.tenantCreate, { token: t.operatorToken, ...base, hosts: ['qingshan.example.org'], ownerMobile: '13900005001', ownerName: '李青', ownerPassword: 'short' });
    expect(weak.error).toEqual({ code: 4905, msg: '密码至少 8 位，需同时包含字母和数字' });
    expect(ok(await call(t.app, site.domainByName, { domainName: 'qingshan.example.org' }))).toEqual([]);

    const created = ok(await call(t.app, staff.tenantCreate, { token: t.operatorToken, ...base, hosts: ['qingshan.example.org'], ownerMobile: '13900005001', ownerName: '李青', ownerPassword: 'Qingshan2026' }));
    expect(created).toMatchObject({ name: '青山志愿者协会', hosts: ['qingshan.example.org'], modules: ['act', 'mall'], staffCount: 1 });
    expect(ok(await call(t.app, site.domainByName, { domainName: 'qingshan.example.org' }))).toEqual([{ iid: created.iid, host: 'qingshan.example.org' }]);
    expect(ok(await call(t.app, staff.tenantList, { token: t.operatorToken, keyword: 'qingshan' })).list.map((x) => x.iid)).toEqual([created.iid]);

    const newOwner = await signInStaff(t.app, '13900005001', 'Qingshan2026');
    const invited = ok(await call(t.app, staff.staffInvite, { token: newOwner, mobile: '13900005002', name: '王审', roles: ['reviewer'], password: 'Review2026' }));
    expect(invited).toMatchObject({ iid: created.iid, roles: ['reviewer'] });
    expect((await call(t.app, staff.staffInvite, { token: newOwner, mobile: DEMO_OWNER.mobile, name: '重复', roles: ['reviewer'], password: 'Review2026' })).error?.code).toBe(4908);
    // The owner cannot give up the last owner's role.
    const me = ok(await call(t.app, staff.me, { token: newOwner })).staff;
    expect((await call(t.app, staff.staffUpdate, { token: newOwner, staffId: me.id, roles: ['operator'] })).error?.code).toBe(4909);

    const log = ok(await call(t.app, staff.auditList, { token: newOwner }));
    expect(log.list.map((l) => l.action)).toEqual(expect.arrayContaining(['tenant.create', 'staff.signIn', 'staff.invite']));
    expect(log.list.find((l) => l.action === 'staff.invite')).toMatchObject({ staffName: '李青', iid: created.iid, after: expect.objectContaining({ mobile: '13900005002' }) });
    // Nothing of the new tenant in 1000's log.
    expect(ok(await call(t.app, staff.auditList, { token: owner, pageSize: 100 })).list.filter((l) => l.iid !== 1000)).toEqual([]);
  });

  it('stores secrets encrypted and never sends them back', async () => {
    const secret = 'wx-pay-api-key-that-must-stay-secret';
    const updated = ok(await call(t.app, staff.tenantUpdate, { token: owner, settings: { payMchId: '1900000109' }, secrets: { payApiKey: secret } }));
    expect(updated.secretsSet).toEqual(['payApiKey']);
    expect(updated.settings.payMchId).toBe('1900000109');
    const read = await t.app.inject({ method: 'GET', url: `/api/console/tenant?token=${owner}` });
    expect(read.body).not.toContain(secret);
    const [row] = await t.database.db.select().from(staffTenantProfiles).where(eq(staffTenantProfiles.iid, 1000));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.secrets.payApiKey).toMatch(/^v1:/);
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'tenant.update'));
    expect(JSON.stringify(audit)).not.toContain(secret);
    // A tenant's own staff do not change its modules: the platform's.
    expect((await call(t.app, staff.tenantUpdate, { token: owner, modules: ['act'] })).error?.code).toBe(4920);
    expect(ok(await call(t.app, staff.tenantUpdate, { token: owner, secrets: { payApiKey: '' } })).secretsSet).toEqual([]);
  });

  it('records the admin API writes in the log, with the money reason', async () => {
    const applicant = await signUp(t.app, 1000, '13900006001');
    const applied = await gatewayCall(t.app, distribution.roleApply, { iid: 1000, token: applicant.token, realName: '李同心', mobile: '13900006001' });
    expect(applied.error).toBeUndefined();
    const pending = await t.app.inject({ method: 'GET', url: '/api/admin/distribution/roles?iid=1000&status=0', headers: { authorization: `Bearer ${owner}` } });
    const row = pending.json<{ t: { id: number; mobile: string }[] }>().t.find((r) => r.mobile === '13900006001');
    expect(row).toBeDefined();
    // 3073's owner cannot decide it by its id.
    const foreign = await t.app.inject({ method: 'POST', url: `/api/admin/distribution/roles/${row?.id}/reject`, payload: { reason: '越权' }, headers: { authorization: `Bearer ${owner3073}` } });
    expect(foreign.statusCode).toBe(404);
    const decided = await t.app.inject({ method: 'POST', url: `/api/admin/distribution/roles/${row?.id}/reject`, payload: { reason: '资料不全' }, headers: { authorization: `Bearer ${owner}` } });
    expect(decided.json()).toMatchObject({ code: 0 });
    const log = ok(await call(t.app, staff.auditList, { token: owner, action: 'distribution' }));
    expect(log.list[0]).toMatchObject({ action: 'POST /api/admin/distribution/roles/:id/reject', reason: '资料不全', iid: 1000, target: JSON.stringify({ id: String(row?.id) }) });
    expect(ok(await call(t.app, staff.auditList, { token: owner3073, action: 'distribution' })).list).toEqual([]);
    const noReason = await t.app.inject({ method: 'POST', url: '/api/admin/wallet/withdrawals/1/approve', payload: {}, headers: { authorization: `Bearer ${owner}` } });
    expect(noReason.json()).toMatchObject({ code: 4922 });
  });

  it('lets one of two owners demoting each other at once win: a tenant keeps an owner', async () => {
    const second = ok(await call(t.app, staff.staffInvite, { token: owner3073, mobile: '13900007001', name: '副负责人', roles: ['owner'], password: 'Second2026' }));
    const secondToken = await signInStaff(t.app, '13900007001', 'Second2026');
    const first = ok(await call(t.app, staff.me, { token: owner3073 })).staff;
    const [a, b] = await Promise.all([
      call(t.app, staff.staffUpdate, { token: owner3073, staffId: second.id, roles: ['reviewer'] }),
      call(t.app, staff.staffUpdate, { token: secondToken, staffId: first.id, roles: ['reviewer'] }),
    ]);
    const outcomes = [a, b].map((r) => r.error?.code ?? 0).sort();
    // One demotion went through; the other either lost the last-owner check or its session (a demoted owner's sessions end).
    expect(outcomes[0]).toBe(0);
    expect([4909, 1000001, 4920]).toContain(outcomes[1]);
    const owners = ok(await call(t.app, staff.staffList, { token: t.operatorToken, iid: 3073 })).list.filter((m) => m.roles.includes('owner') && !m.disabled);
    expect(owners.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the console approval queue (distribution)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets a reviewer approve an application of its tenant and never one of another', async () => {
    const reviewer = await signInStaff(t.app, REVIEWER_1000.mobile, REVIEWER_1000.password);
    const reviewer3073 = await signInStaff(t.app, '13800003074', 'Tongxin3074');
    const applicant = await signUp(t.app, 1000, '13900008001');
    ok(await gatewayCall(t.app, distribution.roleApply, { iid: 1000, token: applicant.token, realName: '张同心', mobile: '13900008001' }));
    const queue = ok(await call(t.app, distribution.consoleRoles, { token: reviewer, status: 0 }));
    const row = queue.list.find((r) => r.mobile === '13900008001');
    expect(row).toMatchObject({ statusText: '审核中', realName: '张同心' });
    // Another tenant's reviewer: not in its queue, and refused by id.
    expect(ok(await call(t.app, distribution.consoleRoles, { token: reviewer3073, status: 0 })).list.find((r) => r.id === row?.id)).toBeUndefined();
    expect((await call(t.app, distribution.consoleDecide, { token: reviewer3073, roleId: row?.id ?? 0, pass: 1 })).error?.code).toBe(404);
    expect((await call(t.app, distribution.consoleRoles, { token: reviewer3073, iid: 1000 })).error?.code).toBe(4921);
    expect((await call(t.app, distribution.consoleDecide, { token: reviewer, roleId: row?.id ?? 0, pass: 0 })).error?.code).toBe(400);
    const approved = ok(await call(t.app, distribution.consoleDecide, { token: reviewer, roleId: row?.id ?? 0, pass: 1 }));
    expect(approved.statusText).toBe('正常');
    const owner = await signInStaff(t.app, DEMO_OWNER.mobile, DEMO_OWNER.password);
    const log = ok(await call(t.app, staff.auditList, { token: owner, action: 'distribution.approve' })).list;
    expect(log[0]).toMatchObject({ staffName: '同心审核员', target: `distribution-role:${row?.id}`, before: { status: 0 }, after: { status: 1, reason: '' } });
  });
});
