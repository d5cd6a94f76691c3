import { order } from '@tongxin/api-client/catalogue';
import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { communityMembers, DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { creditCommission, settleDue } from '../wallet/api';
import { bindFan, DEFAULT_SETTINGS } from './handlers';
import { apply, decide } from './roles';
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
  const [demo] = await db.insert(distRoles).values({ iid, memberId, parentId: null, status: 1, disKey: DEMO_KEY, realName: '王同心', mobile: DEMO_MEMBER.mobile, region: '广东省/深圳市/南山区', applyReason: '组织志愿活动', appliedAt: now, reviewedAt: now }).returning();
  if (!demo) throw new Error('demo role missing');
  await seedDemoHistory(db, demo, now);
}

const DAY_MS = 86_400_000;

/**
 * The demo member's history as the programme's own steps make it: six members applied through
 * the demo key and were approved by the demo member (its team), two of them with one of their
 * own (the second level), one applying still; twelve members opened its links (its fans); and
 * its commissions on the team's and fans' orders over the last weeks, the older ones settled.
 */
async function seedDemoHistory(db: Db, demo: typeof distRoles.$inferSelect, now: Date) {
  const iid = demo.iid;
  const people = await communityMembers(db);
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const join = async (who: (typeof people)[number], parent: typeof distRoles.$inferSelect, days: number, approve = true) => {
    const role = await apply(db, { iid, memberId: who.id, parentKey: parent.disKey, realName: who.nickName, mobile: who.mobile ?? '', region: '浙江省/杭州市/西湖区', applyReason: '想把好活动分享给朋友' }, at(days));
    return approve ? decide(db, iid, role.id, { pass: true, reason: '', byRoleId: parent.id, byMemberId: parent.memberId }, at(days - 0.5)) : role;
  };
  const team = [];
  for (const [i, who] of people.slice(0, 6).entries()) team.push(await join(who, demo, 20 - i * 2));
  for (const [i, who] of people.slice(6, 8).entries()) await join(who, team[i]!, 8 - i);
  await join(people[8]!, demo, 1, false);
  for (const [i, who] of people.slice(10, 22).entries()) await bindFan(db, iid, who.id, demo.id, at(12 - i));
  const sales = [
    { title: '同心公益帆布袋', orderFen: 2990, rateBp: 1200 },
    { title: '志愿者特权卡·年卡', orderFen: 9900, rateBp: 1500 },
    { title: '城市公园植树志愿活动', orderFen: 6000, rateBp: 800 },
    { title: '限量纪念马克杯', orderFen: 4900, rateBp: 1000 },
    { title: '同心徽章套装', orderFen: 1990, rateBp: 1000 },
    { title: '志愿者特权卡·年卡', orderFen: 9900, rateBp: 1500 },
    { title: '同心公益帆布袋', orderFen: 5980, rateBp: 1200 },
    { title: '亲子自然课堂', orderFen: 5900, rateBp: 800 },
  ];
  for (const [i, sale] of sales.entries()) {
    const buyer = people[10 + i]!;
    await creditCommission(
      db,
      { iid, memberId: demo.memberId, orderId: `TXDEMO${String(i + 1).padStart(6, '0')}`, level: 1, title: sale.title, buyer: buyer.nickName, orderFen: sale.orderFen, rateBp: sale.rateBp, amountFen: Math.floor((sale.orderFen * sale.rateBp) / 10_000) },
      at(24 - i * 3),
    );
  }
  // The commissions whose freeze has ended become available, as the settle job does.
  await settleDue(db, now, demo.memberId);
}
