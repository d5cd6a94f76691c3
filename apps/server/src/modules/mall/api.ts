/*
 * What other modules may use of the mall's: the goods seller for the order kernel (quote a line,
 * reserve its stock in the order's transaction, release it, count it sold) and the checkout's
 * cart hand-over (`/app/pay/mall-order?cartIds=3,7`: the member's lines, removed once ordered).
 * A distributor's commission per line is in the quote.
 */
export { goodsPaid, quoteGoods, releaseGoods, reserveGoods, type GoodsLine, type GoodsQuote } from './stock';
export { cartLinesForCheckout, removeCartLines } from './cart';
