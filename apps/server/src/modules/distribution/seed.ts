import { order } from '@tongxin/api-client/catalogue';
import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { DEFAULT_SETTINGS } from './handlers';
import { distItems, distModules, distRoles, distSettings } from './schema';

const T = order.BUSINESS_TYPE;

/** The demo key (README): /app/dis/bind?multiDisKey=TXDEMO2024 binds a visitor to the demo member. */
export const DEMO_KEY = 'TXDEMO2024';

/**
 * Tenant 1000's programme: its rules, the modules with their rates (page-guide F3: two levels),
 * a few goods with their own rates, and the demo member as an active distributor under the
 * organisation.
 */
export async function seedDistribution(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  await db.insert(distSettings).values({
    iid,
    ...DEFAULT_SETTINGS,
    title: '同心分销计划',
    text: '1. 成为分销员后，分享活动与商品链接，好友通过链接下单并支付后，您可获得一级佣金，您的上级获得二级佣金。\n2. 佣金在订单支付后冻结 7 天（退款期），期满自动转为可提现；订单退款时佣金相应扣回。\n3. 好友打开您的链接后与您绑定 30 天，期间下单均计入您的推广。\n4. 提现最低 1 元，审核通过后到账。严禁自买自返、刷单等行为，一经发现取消分销资格。',
  });
  await db.insert(distModules).values([
    { iid, businessType: T.goods, name: '商品', rate1Bp: 1000, rate2Bp: 500, sort: 1 },
    { iid, businessType: T.activity, name: '活动', rate1Bp: 800, rate2Bp: 300, sort: 2 },
    { iid, businessType: T.vip, name: '会员卡', rate1Bp: 1500, rate2Bp: 500, sort: 3 },
  ]);
  await db.insert(distItems).values([
    { iid, businessType: T.goods, keys: '101', title: '同心公益帆布袋', priceFen: 2990, rate1Bp: 1200, rate2Bp: 600, link: `/app/mall/detail?iid=${iid}&skuId=101`, sort: 1 },
    { iid, businessType: T.goods, keys: '301', title: '同心徽章套装', priceFen: 1990, rate1Bp: null, rate2Bp: null, link: `/app/mall/detail?iid=${iid}&skuId=301`, sort: 2 },
    { iid, businessType: T.goods, keys: '601', title: '限量纪念马克杯', priceFen: 4900, rate1Bp: null, rate2Bp: null, link: `/app/mall/detail?iid=${iid}&skuId=601`, sort: 2 },
    { iid, businessType: T.vip, keys: '2', title: '志愿者特权卡·年卡', priceFen: 9900, rate1Bp: null, rate2Bp: null, link: `/app/pay/vip-buy?iid=${iid}`, sort: 3 },
  ]);
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  await db.insert(distRoles).values({ iid, memberId, parentId: null, status: 1, disKey: DEMO_KEY, realName: '王同心', mobile: DEMO_MEMBER.mobile, region: '广东省/深圳市/南山区', applyReason: '组织志愿活动', appliedAt: now, reviewedAt: now });
}
