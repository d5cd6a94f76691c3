/*
 * The mall: goods with categories, specs and SKUs (price in fen, stock), the planned stores, hot
 * words, the distributor's list, and the member's cart. Buying goes through the order kernel
 * (order.calculate / order.create with orderType BUSINESS_TYPE goods); the server's mall module
 * is its seller.
 */
export { itemList } from './item-list';
export { itemSearch } from './item-search';
export { categories } from './categories';
export { hotWords } from './hot-words';
export { detail } from './detail';
export { store } from './store';
export { distrList } from './distr-list';
export { cart } from './cart';
export { cartCount } from './cart-count';
export { cartAdd } from './cart-add';
export { cartUpdate } from './cart-update';
export { cartSelectAll } from './cart-select';
export { cartRemove } from './cart-remove';
export { type GoodsReview, goodsReviewSchema, reviews } from './reviews';
export { presale, PRESALE_STATE, presaleErrors, type Presale, presaleSchema } from './presale';
export {
  type Cart,
  CART_INVALID,
  type CartLine,
  cartIdsParam,
  type Category,
  GOODS_SORT,
  GOODS_STATE,
  type GoodsCard,
  type GoodsDetail,
  type GoodsSort,
  goodsErrors,
  parseCartIds,
  type Sku,
  type Store,
} from './schemas';
