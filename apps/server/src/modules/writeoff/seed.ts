import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { writeoffBenefits, writeoffMerchants } from './schema';

/** Tenant 1000's partner merchant (the demo member writes off for it) and the benefits it honours. */
export async function seedWriteoff(db: Db, _ctx: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const [merchant] = await db.insert(writeoffMerchants).values({ iid, memberId, name: '同心户外装备店' }).returning({ id: writeoffMerchants.id });
  if (!merchant) throw new Error('demo merchant missing after insert');
  await db.insert(writeoffBenefits).values([
    { iid, merchantId: merchant.id, title: '到店饮品一杯', description: '会员到店出示核销码，免费领取饮品一杯', uses: 1 },
    { iid, merchantId: merchant.id, title: '装备租赁免押金', description: '帐篷、睡袋等装备租赁免押金', uses: 3 },
  ]);
}
