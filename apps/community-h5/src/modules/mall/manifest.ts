import { defineManifest } from '../../lib/manifest';

const detail = () => import('./pages/goods-detail-page');
const cart = () => import('./pages/cart-page');
const category = () => import('./pages/category-page');
const plannedStore = () => import('./pages/planned-store-page');

/*
 * The mall, the store and the planned stores (spec §2 route groups mall, store, planned; B1–B5,
 * E1). Checkout is the commerce module's confirm page, reached by a full page load
 * (`lib/goods-text.ts` checkoutPath: `/app/pay/mall-order?iid&skuId&num` or `?iid&cartIds=3,7`,
 * `/app/pay/store-order` with `&storeId` for a planned store's goods).
 */
export default defineManifest({
  name: 'mall',
  routes: [
    { path: '/app/mall/category', page: category, tab: 'category' },
    { path: '/app/mall/search', page: () => import('./pages/search-page') },
    { path: '/app/mall/detail', page: detail },
    { path: '/app/mall/introduce', page: () => import('./pages/introduce-page') },
    { path: '/app/mall/reviews', page: () => import('./pages/reviews-page') },
    { path: '/app/mall/cart', page: cart, auth: 'member', tab: 'cart' },
    // A landing page rendered by the server (its first screen comes with the HTML on a slow network), its page CSS inlined from the build manifest.
    { path: '/app/store/:iid/list', page: () => import('./pages/store-list-page'), params: { iid: '\\d+' }, ssr: true },
    { path: '/app/store/cart', page: cart, auth: 'member', tab: 'cart' },
    { path: '/app/store/category', page: category, tab: 'category' },
    { path: '/app/store/:iid/detail/:goodsId', page: detail, name: 'goodsDetail', params: { iid: '\\d+' } },
    { path: '/app/store/:iid/share/:goodsId', page: () => import('./pages/goods-share-page'), params: { iid: '\\d+' } },
    { path: '/app/store/:iid/distrList', page: () => import('./pages/distr-list-page'), params: { iid: '\\d+' } },
    { path: '/app/planned/:iid/plannedstore/:storeid', page: plannedStore, name: 'plannedIndex' },
    { path: '/app/planned/:iid/plannedDetail/:id', page: detail, name: 'plannedDetail' },
    { path: '/app/planned/:iid/share/:storeid_id', page: () => import('./pages/planned-share-page') },
    { path: '/app/pay/planned-index', page: plannedStore },
    { path: '/app/pay/planned-index/:iid/:storeid', page: plannedStore },
  ],
});
