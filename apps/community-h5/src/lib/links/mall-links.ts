import { route } from './route';

/** The mall, the store and the planned stores (spec §2 mall, store, planned groups). */
export const mallLinks = {
  category: route('/app/mall/category'),
  search: route('/app/mall/search?iid&catId?&catName?&q?'),
  detail: route('/app/mall/detail?iid&skuId'),
  introduce: route('/app/mall/introduce?iid&goodsId'),
  /** Every review of a goods. */
  reviews: route('/app/mall/reviews?iid&goodsId'),
  cart: route('/app/mall/cart'),
  storeList: route('/app/store/:iid/list?type?&iid'),
  storeCart: route('/app/store/cart'),
  storeCategory: route('/app/store/category'),
  storeDetail: route('/app/store/:iid/detail/:goodsId'),
  storeShare: route('/app/store/:iid/share/:goodsId'),
  storeDistrList: route('/app/store/:iid/distrList'),
  plannedStore: route('/app/planned/:iid/plannedstore/:storeid'),
  plannedDetail: route('/app/planned/:iid/plannedDetail/:id'),
  /** A planned store's goods poster: `storeid_id` is the store and the goods, `${storeId}_${goodsId}`. */
  plannedShare: route('/app/planned/:iid/share/:storeid_id'),
  plannedIndex: route('/app/pay/planned-index?iid?&storeid?'),
  plannedIndexOf: route('/app/pay/planned-index/:iid/:storeid'),
};
