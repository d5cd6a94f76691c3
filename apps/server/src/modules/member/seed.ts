import type { Db } from '../../db/client';
import { hashPassword } from '../../security/passwords';
import {
  coinAccounts,
  coinConf,
  coinTrans,
  couponTemplates,
  memberAddresses,
  memberCollections,
  memberContacts,
  memberCoupons,
  memberOrders,
  members,
  orderTraces,
  vipCards,
  vipPlans,
} from './schema';

/** The demo member of tenant 1000 (README): sign in at /app/account/login with these. */
export const DEMO_MEMBER = { iid: 1000, mobile: '13800138000', password: 'tongxin2024', nickName: '同心志愿者' } as const;

/**
 * Coupon ids of tenant 1000 that anyone may claim (the popup's type 5 sends them):
 * 1001 ¥10 off over ¥100, 1002 8.5折 without threshold, 1003 ¥5 without threshold.
 */
export const DEMO_COUPON_IDS = [1001, 1002, 1003] as const;

const DAY = 86_400_000;
const COLOURS: Record<string, string> = {
  'vip-month': '#c0392b',
  'vip-year': '#8e44ad',
  'act-tree': '#27ae60',
  'act-class': '#16a085',
  'act-book': '#2c3e50',
  'goods-bag': '#d35400',
  'news-77': '#2980b9',
  'club-bike': '#f39c12',
  'bnb-room': '#7f8c8d',
};

/** A self-contained picture (an SVG data URL): the demo needs no image files or outside hosts. */
export function demoImage(name: string, label = name): string {
  const colour = COLOURS[name] ?? '#95a5a6';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="${colour}"/><text x="160" y="110" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const IMG = (name: string) => demoImage(name, '同心');

/**
 * Seeds tenant 1000's member data: points rules, coupons, vip cards on sale, and the demo member
 * with points, addresses, collections, coupons of each status, a vip card and orders of every
 * status (with logistics, and a refund waiting for its return parcel). Runs inside the server's
 * seed, once, on an empty database.
 */
export async function seedMember(db: Db, now = new Date()): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  await db.insert(memberContacts).values({
    iid,
    name: '同心志愿者联合会服务中心',
    phone: '400-800-1000',
    email: 'service@tongxin.local',
    hours: '周一至周五 9:00-18:00',
    address: '广东省深圳市南山区科技园南区 8 栋',
  });
  await db.insert(coinConf).values([
    { iid, code: 'sign', title: '每日签到', coin: 5, description: '每天签到一次，得 5 积分', sort: 1 },
    { iid, code: 'enroll', title: '报名活动', coin: 20, description: '每报名一次活动，得 20 积分', sort: 2 },
    { iid, code: 'share', title: '分享内容', coin: 2, description: '每天前 5 次分享，每次得 2 积分', sort: 3 },
    { iid, code: 'buy', title: '商城消费', coin: 1, description: '每消费 1 元得 1 积分，可在下单时抵扣', sort: 4 },
  ]);
  const far = new Date(now.getTime() + 365 * DAY);
  await db.insert(couponTemplates).values([
    { id: 1001, iid, name: '满100减10元券', discountType: 1, minusPrice: 10, fullPrice: 100, endTime: far },
    { id: 1002, iid, name: '活动8.5折券', discountType: 2, minusPrice: 8.5, fullPrice: 0, endTime: far },
    { id: 1003, iid, name: '新人5元无门槛券', discountType: 1, minusPrice: 5, fullPrice: 0, endTime: far },
    { id: 1004, iid, name: '民宿满300减50元券', discountType: 1, minusPrice: 50, fullPrice: 300, endTime: far },
    { id: 1005, iid, name: '夏季露营9折券', discountType: 2, minusPrice: 9, fullPrice: 200, endTime: new Date(now.getTime() - 10 * DAY) },
  ]);
  await db.insert(vipPlans).values([
    { id: 1, iid, title: '志愿者特权卡·月卡', description: '30 天会员特权：合作商家优惠、活动优先报名', image: IMG('vip-month'), price: 9.9, days: 30 },
    { id: 2, iid, title: '志愿者特权卡·年卡', description: '365 天会员特权：合作商家优惠、活动优先报名、专属客服', image: IMG('vip-year'), price: 99, days: 365 },
  ]);

  const [member] = await db
    .insert(members)
    .values({
      iid,
      mobile: DEMO_MEMBER.mobile,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      nickName: DEMO_MEMBER.nickName,
      name: '李同心',
      signature: '一起做点好事',
      email: 'demo@tongxin.local',
    })
    .returning();
  if (!member) throw new Error('seeding the demo member failed');
  const memberId = member.id;

  const trans = [
    { amount: 100, title: '新人注册奖励', daysAgo: 30 },
    { amount: 20, title: '报名活动', daysAgo: 20 },
    { amount: 5, title: '每日签到', daysAgo: 3 },
    { amount: -30, title: '积分抵扣订单', daysAgo: 2 },
    { amount: 5, title: '每日签到', daysAgo: 2 },
  ];
  await db.insert(coinTrans).values(
    trans.map((t) => ({ iid, memberId, amount: t.amount, title: t.title, createdAt: new Date(now.getTime() - t.daysAgo * DAY) })),
  );
  await db.insert(coinAccounts).values({
    memberId,
    iid,
    balance: trans.reduce((sum, t) => sum + t.amount, 0),
    lastSignDay: null,
    signDays: 0,
  });

  await db.insert(memberAddresses).values([
    { iid, memberId, name: '李同心', mobile: DEMO_MEMBER.mobile, province: '广东省', city: '深圳市', district: '南山区', areaCode: '440305', address: '科技园南区 8 栋 301', postCode: '518057', isDefault: true },
    { iid, memberId, name: '李同心', mobile: '13912345678', province: '北京市', city: '北京市', district: '朝阳区', areaCode: '110105', address: '建国路 88 号', postCode: '100022', isDefault: false },
  ]);

  await db.insert(memberCollections).values([
    { iid, memberId, targetType: 'act', targetId: 501, title: '城市公园植树志愿活动', image: IMG('act-tree'), link: `/app/act/${iid}/detail/501`, createdAt: new Date(now.getTime() - 1 * DAY) },
    { iid, memberId, targetType: 'goods', targetId: 301, title: '志愿者纪念帆布包', image: IMG('goods-bag'), link: `/app/store/${iid}/detail/301`, createdAt: new Date(now.getTime() - 4 * DAY) },
    { iid, memberId, targetType: 'news', targetId: 77, title: '社区服务月活动回顾', image: IMG('news-77'), link: `/app/news/${iid}/detail/77`, createdAt: new Date(now.getTime() - 9 * DAY) },
  ]);

  await db.insert(memberCoupons).values([
    { iid, memberId, couponId: 1004, receivedAt: new Date(now.getTime() - 5 * DAY) },
    { iid, memberId, couponId: 1003, receivedAt: new Date(now.getTime() - 40 * DAY), usedAt: new Date(now.getTime() - 35 * DAY) },
    { iid, memberId, couponId: 1005, receivedAt: new Date(now.getTime() - 60 * DAY) },
  ]);

  await db.insert(vipCards).values({ iid, memberId, planId: 2, cardNo: 'TX1000000001', expiresAt: new Date(now.getTime() + 200 * DAY) });

  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const address = '广东省 深圳市 南山区 科技园南区 8 栋 301';
  const contact = { contactName: '李同心', contactPhone: DEMO_MEMBER.mobile };
  await db.insert(memberOrders).values([
    { orderId: 'TX202400000001', iid, memberId, status: 1, businessType: 1, title: '城市公园植树志愿活动报名', image: IMG('act-tree'), price: 30, num: 2, createdAt: ago(0.1), ...contact },
    { orderId: 'TX202400000002', iid, memberId, status: 3, businessType: 2, title: '周末骑行俱乐部季度会费', image: IMG('club-bike'), price: 120, num: 1, createdAt: ago(3), ...contact, remark: '用户取消' },
    { orderId: 'TX202400000003', iid, memberId, status: 12, businessType: 3, title: '山间民宿·双人间一晚', image: IMG('bnb-room'), price: 368, num: 1, tradeNo: '4200002024060112345678', company: '顺丰速运', transportNumber: 'SF1234567890123', chainIds: '88,89', createdAt: ago(6), paidAt: ago(6), deliveryAddress: address, ...contact, remark: '入住礼包随单寄出' },
    { orderId: 'TX202400000004', iid, memberId, status: 11, businessType: 1, title: '亲子自然课堂（含材料包）', image: IMG('act-class'), price: 59, num: 1, tradeNo: '4200002024052012345678', company: '中国邮政EMS', transportNumber: 'EA123456789CN', refundState: 1, createdAt: ago(12), paidAt: ago(12), deliveryAddress: address, ...contact, remark: '已同意退款，请寄回材料包' },
    { orderId: 'TX202400000005', iid, memberId, status: 2, businessType: 1, title: '社区读书会', image: IMG('act-book'), price: 10, num: 1, createdAt: ago(20), ...contact },
  ]);
  await db.insert(orderTraces).values([
    { orderId: 'TX202400000003', at: ago(5.9), text: '【深圳市】顺丰速运已收取快件' },
    { orderId: 'TX202400000003', at: ago(5.2), text: '【深圳市】快件已发往 深圳南山集散中心' },
    { orderId: 'TX202400000003', at: ago(4.6), text: '【深圳市】快件派送中，派送员 王师傅 13800000000' },
    { orderId: 'TX202400000003', at: ago(4.4), text: '【深圳市】已签收，签收人：本人' },
    { orderId: 'TX202400000004', at: ago(11.5), text: '【北京市】中国邮政已收寄' },
    { orderId: 'TX202400000004', at: ago(10.8), text: '【深圳市】已签收' },
  ]);
}
