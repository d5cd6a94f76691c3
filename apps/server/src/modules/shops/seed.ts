import type { Db } from '../../db/client';
import { pictureUrl } from '../../platform/picture';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { newShareCode } from './cards';
import { shopsCards, shopsSettings, shopsShops } from './schema';

const DAY = 86_400_000;

/** Tenant 1000's joining fee, three approved member shops and the demo member's business card. */
export async function seedShops(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(shopsSettings).values([
    { iid, joinFee: 9900 },
    { iid: 3073, joinFee: 19900 },
  ]);
  const shop = (i: number, name: string, category: string, region: string, intro: string) => ({
    iid,
    memberId,
    name,
    category,
    contact: '王店长',
    phone: '13800138000',
    region,
    logo: pictureUrl(name.slice(0, 4), i * 70, 200, 200),
    intro,
    photos: [pictureUrl(name.slice(0, 4), i * 70 + 20), pictureUrl(category, i * 70 + 40)],
    status: 3,
    paidFen: 9900,
    createdAt: new Date(now.getTime() - (30 + i) * DAY),
    paidAt: new Date(now.getTime() - (29 + i) * DAY),
    approvedAt: new Date(now.getTime() - (28 + i) * DAY),
  });
  await db.insert(shopsShops).values([
    shop(1, '同心公益咖啡馆', '餐饮', '浙江省杭州市西湖区', '每杯咖啡捐出一元给社区助老基金，志愿者凭卡九折。'),
    shop(2, '绿手指园艺工作室', '园艺', '浙江省杭州市拱墅区', '社区花园共建、植物认养和亲子园艺课。'),
    shop(3, '山野户外用品店', '户外', '浙江省杭州市余杭区', '徒步、露营装备租售，活动领队推荐门店。'),
  ]);
  await db.insert(shopsCards).values({
    iid,
    memberId,
    code: newShareCode(),
    name: DEMO_MEMBER.nickName,
    title: '志愿者队长',
    company: '同心公益服务中心',
    phone: DEMO_MEMBER.mobile,
    wechat: 'tongxin-demo',
    intro: '组织社区植树、河道清洁和助老探访，欢迎一起来做志愿者。',
    theme: '#e4393c',
    images: [pictureUrl('植树', 120), pictureUrl('助老', 30)],
    updatedAt: now,
  });
}
