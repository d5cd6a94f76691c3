import { staff } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';
import { DEMO_OWNER, signInStaff } from '../../testing/staff';

/** The staff module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  // The owner's device is trusted once fx.owner() has signed in with it (the SMS code).
  example(staff.signIn, async (fx) => {
    await fx.owner();
    return { mobile: DEMO_OWNER.mobile, password: DEMO_OWNER.password, deviceId: 'test-device-0001' };
  }),
  example(staff.me, async (fx) => ({ token: await fx.owner() })),
  example(staff.changePassword, async (fx) => ({ token: await fx.owner(), oldPassword: 'Tongxin1000', newPassword: 'Tongxin1000' })),
  example(staff.tenantList, async (fx) => ({ token: await fx.operator(), keyword: '同心' })),
  example(staff.tenantCreate, async (fx) => ({
    token: await fx.operator(),
    name: '契约测试组织',
    shortName: '契约',
    logo: '',
    themeColor: '#336699',
    hosts: ['contract.example.org'],
    channels: ['h5' as const],
    modules: ['act' as const],
    ownerMobile: fx.newMobile(),
    ownerName: '负责人',
    ownerPassword: 'Owner12345',
  })),
  example(staff.tenantGet, async (fx) => ({ token: await fx.owner() })),
  example(staff.tenantUpdate, async (fx) => ({ token: await fx.owner(), shortName: '同心', secrets: { payApiKey: 'contract-pay-key' } })),
  example(staff.tenantHosts, async (fx) => ({ token: await fx.operator(), iid: 1000, hosts: ['h5.tongxin.local'] })),
  example(staff.staffList, async (fx) => ({ token: await fx.owner() })),
  example(staff.staffInvite, async (fx) => ({ token: await fx.owner(), mobile: fx.newMobile(), name: '新审核员', roles: ['reviewer' as const], password: 'Review1234' })),
  example(staff.staffUpdate, async (fx) => {
    const token = await fx.owner();
    const invited = await fx.succeed(staff.staffInvite, { token, mobile: fx.newMobile(), name: '待调整', roles: ['checkin' as const], password: 'Checkin123' });
    return { token, staffId: invited.id, roles: ['checkin' as const, 'reviewer' as const] };
  }),
  example(staff.auditList, async (fx) => ({ token: await fx.owner() })),
  // Sessions of their own: the fixture's owner and operator sessions stay live for other examples.
  example(staff.signOutEverywhere, async (fx) => ({ token: await signInStaff(fx.app, '13800001002', 'Tongxin1002') })),
  example(staff.signOut, async (fx) => ({ token: await signInStaff(fx.app, '13800001001', 'Tongxin1001') })),
];
