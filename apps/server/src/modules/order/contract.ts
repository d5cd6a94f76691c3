import { order } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The seeded orders of the demo member: a shipped one, and a paid one whose refund waits for its parcel. */
const SHIPPED = 'TX202400000003';
const REFUND_WAITING = 'TX202400000004';
const YEAR_CARD = '2';
const WAITING = 'TX202400000001';
const SHIPPED_TRADE = '4200002024060112345678';

/** The order module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
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
