import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { goodsPage } from '../mall/api';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { microStoreContacts, microStores } from './schema';

/** The demo member's store: the mall's three goods with the highest commission, one consult. */
export async function seedMicroStores(db: Db, _ctx: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const { rows } = await goodsPage(db, { iid, sortBy: 'default', byCommission: true, limit: 3, offset: 0 });
  const [store] = await db
    .insert(microStores)
    .values({ iid, memberId, name: '同心志愿者的小店', intro: '志愿者精选好物，购买即支持公益活动。', key: 'msdemo000001', goodsIds: rows.map((r) => r.id) })
    .returning({ id: microStores.id });
  if (!store) throw new Error('demo store missing after insert');
  await db.insert(microStoreContacts).values({ storeId: store.id, kind: 'consult', name: '小同', phone: DEMO_MEMBER.mobile, wechat: 'tongxin-kefu' });
}
