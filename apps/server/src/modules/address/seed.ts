import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { memberAddresses } from './schema';

/** The demo member's two addresses, one the default. */
export async function seedAddresses(db: Db, _ctx: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(memberAddresses).values([
    { iid, memberId, name: '李同心', mobile: DEMO_MEMBER.mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园南区 8 栋 301', postCode: '518057', isDefault: true },
    { iid, memberId, name: '李同心', mobile: '13912345678', province: '北京市', city: '北京市', district: '朝阳区', areaCode: '110105', address: '建国路 88 号', postCode: '100022', isDefault: false },
  ]);
}
