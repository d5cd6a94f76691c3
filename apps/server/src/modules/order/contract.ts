import { order } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';
import { memberOrders } from './schema';

/** The seeded orders of the demo member: a shipped one, and a paid one whose refund waits for its parcel. */
const SHIPPED = 'TX202400000003';
const REFUND_WAITING = 'TX202400000004';
const YEAR_CARD = '2';
const WAITING = 'TX202400000001';
const SHIPPED_TRADE = '4200002024060112345678';

/** A paid goods order of the demo member, waiting to be shipped (this module's own row). */
async function paidOrder(fx: ContractFixture, orderId: string) {
  const { userId } = await fx.demoMember();
  await fx.db.insert(memberOrders).values({ orderId, iid: 1000, memberId: userId, status: order.ORDER_STATUS.paid, businessType: order.BUSINESS_TYPE.goods, title: '契约测试商品', price: 2000, num: 1, payFen: 2000, paidAt: new Date(), deliveryAddress: '北京市东城区', contactName: '王同心', contactPhone: '13800138000' });
  return orderId;
}

/** The order module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(order.consoleOrders, async (fx) => ({ token: await fx.owner(), status: 10, keyword: 'TX2024' })),
  example(order.consoleShip, async (fx) => ({ token: await fx.owner(), orderId: await paidOrder(fx, 'TXCONTRACTSHIP01'), company: '顺丰速运', transportNumber: 'SF0000000001' })),
  example(order.consoleRefund, async (fx) => ({ token: await fx.owner(), orderId: await paidOrder(fx, 'TXCONTRACTREFUND1'), amountFen: 500, reason: '部分缺货' })),
  example(order.consoleOrdersExport, async (fx) => ({ token: await fx.owner(), status: 10 })),
  example(order.list, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, status: order.ORDER_FILTER.all };
  }),
  example(order.counts, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(order.detail, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: SHIPPED };
  }),
  example(order.logistics, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: SHIPPED };
  }),
  example(order.refundEms, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: REFUND_WAITING, refundEms: 'EA987654321CN' };
  }),
  example(order.create, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD };
  }),
  example(order.calculate, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD, discountCode: 'TONGXIN10' };
  }),
  example(order.promo, { iid: 1000, code: 'tongxin10' }),
  example(order.myPromos, async (fx) => ({ ...(await fx.demoMember()) })),
  example(order.checkPartner, { iid: 1000 }),
  example(order.payDetail, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: WAITING };
  }),
  example(order.detailByTradeNo, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, tradeNo: SHIPPED_TRADE };
  }),
  example(order.supplyChain, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: SHIPPED };
  }),
  example(order.used, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: SHIPPED };
  }),
  example(order.updateStatus, async (fx) => {
    const { iid, token } = await fx.newMember();
    const { orderId } = await fx.succeed(order.create, { iid, token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD });
    return { iid, token, orderId, status: order.STATUS_ACTION.cancel };
  }),
  example(order.refund, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: SHIPPED, reason: '计划有变', amountFen: 1000 };
  }),
  example(order.comment, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, orderId: SHIPPED, score1: 5, score2: 5, score3: 4, content: '住得很舒服' };
  }),
  example(order.unionPay, async (fx) => {
    const { iid, token } = await fx.newMember();
    const { orderId } = await fx.succeed(order.create, { iid, token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD });
    return { iid, token, orderId, openId: 'o-contract-union' };
  }),
  example(order.wechatPay, async (fx) => {
    const { iid, token } = await fx.newMember();
    const { orderId } = await fx.succeed(order.create, { iid, token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD });
    return { iid, token, orderId, openId: 'o-contract' };
  }),
  example(order.buyShareInfo, async (fx) => {
    const { iid, token } = await fx.newMember();
    const { orderId } = await fx.succeed(order.create, { iid, token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD });
    return { iid, token, orderId };
  }),
  example(order.buyShareSupport, async (fx) => {
    const sharer = await fx.newMember();
    const { orderId } = await fx.succeed(order.create, { iid: sharer.iid, token: sharer.token, num: 1, orderType: order.BUSINESS_TYPE.vip, keys: YEAR_CARD });
    const { key } = await fx.succeed(order.buyShareInfo, { iid: sharer.iid, token: sharer.token, orderId });
    const friend = await fx.newMember();
    return { iid: friend.iid, token: friend.token, key, openId: 'o-contract-friend' };
  }),
];
