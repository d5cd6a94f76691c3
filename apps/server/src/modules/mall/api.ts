/*
 * What other modules may use of the mall's: the goods seller's parts for the order kernel (price
 * a line, reserve its stock in the order's transaction under a hold key, release it, count it
 * sold) and the checkout's cart hand-over (the confirm page /app/pay/mall-order with iid and cartIds: the member's
 * lines, taken out of the cart once ordered). A distributor's commission per line is in the item.
 */
export { goodsPaid, newHoldKey, quoteGoods, releaseGoods, reserveGoods, takeCartLines, type GoodsItem, type GoodsLine } from './stock';
export { cartLinesForCheckout, removeCartLines } from './cart';
/** A page of the tenant's goods on sale (cards with the commission), e.g. those a member's micro-store shows (`ids`). */
export { goodsPage, type GoodsQuery } from './goods';
