import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { hashPassword } from '../../security/passwords';
import { staffAccounts, staffTenantProfiles } from './schema';

/**
 * The demo tenants' staff (README "Demo staff"): who signs in to the console of tenant 1000 and
 * 3073 on a fresh database. Each signs in with an SMS code on a new device like anyone.
 */
export const DEMO_STAFF = [
  { iid: 1000, mobile: '13800001000', name: '同心负责人', password: 'Tongxin1000', roles: ['owner'] },
  { iid: 1000, mobile: '13800001001', name: '同心审核员', password: 'Tongxin1001', roles: ['reviewer'] },
  { iid: 1000, mobile: '13800001002', name: '同心财务', password: 'Tongxin1002', roles: ['finance'] },
  { iid: 3073, mobile: '13800003073', name: '招生办负责人', password: 'Tongxin3073', roles: ['owner'] },
  { iid: 3073, mobile: '13800003074', name: '招生办审核员', password: 'Tongxin3074', roles: ['reviewer'] },
] as const;

export async function seedStaff(db: Db, { now }: SeedContext): Promise<void> {
  await db.insert(staffTenantProfiles).values([
    { iid: 1000, shortName: '同心', themeColor: '#e4393c', channels: ['h5', 'wechat', 'miniprogram', 'app'], modules: ['act', 'mall', 'content', 'distribution', 'wallet', 'cf', 'shops', 'stay', 'game', 'vip', 'coupon', 'point'] },
    { iid: 3073, shortName: '同心大学', themeColor: '#1677ff', channels: ['h5', 'wechat'], modules: ['university', 'coupon'] },
  ]);
  const rows = await Promise.all(DEMO_STAFF.map(async (s) => ({ iid: s.iid, mobile: s.mobile, name: s.name, passwordHash: await hashPassword(s.password), roles: [...s.roles], createdAt: now })));
  await db.insert(staffAccounts).values(rows);
}
