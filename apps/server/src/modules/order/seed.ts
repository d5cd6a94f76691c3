import type { Db } from '../../db/client';
import { demoImage } from '../../platform/demo-image';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { memberOrders, orderPaySettings, orderTraces, promoCodes } from './schema';

const DAY = 86_400_000;

/**
 * The demo member's orders (prices in fen), one of each state (README): waiting, cancelled, shipped with its
 * parcel's journey, paid with a refund waiting for the return parcel, expired.
 */
export async function seedOrders(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const image = (name: string) => demoImage(name, '同心');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const address = '广东省 深圳市 南山区 科技园南区 8 栋 301';
  const contact = { contactName: '李同心', contactPhone: DEMO_MEMBER.mobile };
  await db.insert(memberOrders).values([
    { orderId: 'TX202400000001', iid, memberId, status: 1, businessType: 1, title: '城市公园植树志愿活动报名', image: image('act-tree'), price: 3000, num: 2, createdAt: ago(0.1), expiresAt: ago(-1), ...contact },
    { orderId: 'TX202400000002', iid, memberId, status: 3, businessType: 2, title: '周末骑行俱乐部季度会费', image: image('club-bike'), price: 12000, num: 1, createdAt: ago(3), ...contact, remark: '用户取消' },
    { orderId: 'TX202400000003', iid, memberId, status: 12, businessType: 5, title: '高山红茶礼盒（两罐装）', image: image('goods-tea'), price: 36800, num: 1, tradeNo: '4200002024060112345678', company: '顺丰速运', transportNumber: 'SF1234567890123', chainIds: '88,89', createdAt: ago(6), paidAt: ago(6), deliveryAddress: address, ...contact, remark: '请工作日送货' },
    { orderId: 'TX202400000004', iid, memberId, status: 11, businessType: 1, title: '亲子自然课堂（含材料包）', image: image('act-class'), price: 5900, num: 1, tradeNo: '4200002024052012345678', company: '中国邮政EMS', transportNumber: 'EA123456789CN', refundState: 1, createdAt: ago(12), paidAt: ago(12), deliveryAddress: address, ...contact, remark: '已同意退款，请寄回材料包' },
    { orderId: 'TX202400000005', iid, memberId, status: 2, businessType: 1, title: '社区读书会', image: image('act-book'), price: 1000, num: 1, createdAt: ago(20), ...contact },
  ]);
  await db.insert(orderTraces).values([
    { orderId: 'TX202400000003', at: ago(5.9), text: '【深圳市】顺丰速运已收取快件' },
    { orderId: 'TX202400000003', at: ago(5.2), text: '【深圳市】快件已发往 深圳南山集散中心' },
    { orderId: 'TX202400000003', at: ago(4.6), text: '【深圳市】快件派送中，派送员 王师傅 13800000000' },
    { orderId: 'TX202400000003', at: ago(4.4), text: '【深圳市】已签收，签收人：本人' },
    { orderId: 'TX202400000004', at: ago(11.5), text: '【北京市】中国邮政已收寄' },
    { orderId: 'TX202400000004', at: ago(10.8), text: '【深圳市】已签收' },
  ]);
  // Discount codes (order.promo, the confirm page's 优惠码).
  await db.insert(promoCodes).values([
    { iid, code: 'TONGXIN10', title: '同心满50减10元', minusFen: 1000, thresholdFen: 5000, endTime: new Date(now.getTime() + 365 * DAY) },
    { iid, code: 'NEW5', title: '新人立减5元', minusFen: 500, thresholdFen: 0, endTime: new Date(now.getTime() + 365 * DAY), remaining: 100 },
    { iid, code: 'OLD2023', title: '已过期的优惠码', minusFen: 2000, thresholdFen: 0, endTime: new Date(now.getTime() - DAY) },
    // The demo member's own codes to hand out (wallet/discountCode): one current, one ended.
    { iid, code: 'TXFRIEND8', title: '好友专享立减8元', minusFen: 800, thresholdFen: 3000, endTime: new Date(now.getTime() + 180 * DAY), remaining: 50, memberId },
    { iid, code: 'TXSPRING5', title: '春季活动立减5元', minusFen: 500, thresholdFen: 0, endTime: new Date(now.getTime() - 30 * DAY), memberId },
  ]);
  // Tenant 1000 pays through WeChat Pay's own route; the university tenant through the aggregator.
  await db.insert(orderPaySettings).values([
    { iid, newPay: false },
    { iid: 3073, newPay: true },
  ]);
}
