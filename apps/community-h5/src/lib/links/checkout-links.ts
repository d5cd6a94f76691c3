import { route } from './route';

/**
 * The order kernel's pages (spec §2 pay group), reached with a full page load (WeChat JSAPI
 * payment checks the page URL). The confirm pages take what is bought in the query: the kernel's
 * orderType, keys, num, property, property2, or the mall's skuId + num or cartIds (storeId for a
 * planned store's goods).
 */
export const checkoutLinks = {
  /** The vip payment page, with the card being bought. */
  vipBuy: route('/app/pay/vip-buy?iid&id?'),
  mallOrder: route('/app/pay/mall-order?iid&orderType?&keys?&skuId?&cartIds?&num?&property?&property2?&storeId?'),
  storeOrder: route('/app/pay/store-order?iid&orderType?&keys?&skuId?&cartIds?&num?&property?&property2?&storeId?'),
  /** The confirm page of a vip card (coupons, points, discount code): the card's plan id. */
  vipPay: route('/app/pay/vip-pay?iid&id'),
  /** The cashier of a waiting order (amount, countdown, pay); detail is its other name. */
  order: route('/app/pay/order?orderId&iid'),
  detail: route('/app/pay/detail?orderId&iid'),
  success: route('/app/pay/paySuccess?orderId&iid'),
  /** A coupon sold for money. */
  coupon: route('/app/pay/payCoupon?couponId&iid'),
  /** A pre-sale: the deposit (advance), then the balance in its window (advance1). */
  advance: route('/app/pay/advance?presaleId&iid'),
  advanceBalance: route('/app/pay/advance1?presaleId&iid'),
};
