import { defineManifest, type PageModule } from '../../lib/manifest';

const page = (path: string, load: () => Promise<PageModule>) => ({ path, page: load, auth: 'member' as const });
const editor = () => import('./pages/card-edit-page');

/** Business cards and the organisation's member shops (spec §2 shops group, pay/shops_join). */
export default defineManifest({
  name: 'shops',
  routes: [
    { path: '/app/shops/:iid/index', page: () => import('./pages/shops-index-page'), params: { iid: '\\d+' } },
    { path: '/app/shops/detail', page: () => import('./pages/shop-detail-page') },
    page('/app/shops/card', () => import('./pages/card-page')),
    // One editor: cardNew creates, card/edit and bcard/edit edit everything, card/edit1 the essentials.
    page('/app/shops/cardNew', editor),
    page('/app/shops/card/edit', editor),
    page('/app/shops/bcard/edit', editor),
    page('/app/shops/card/edit1', editor),
    page('/app/shops/card/share', () => import('./pages/card-share-page')),
    page('/app/shops/card/list', () => import('./pages/card-list-page')),
    page('/app/shops/gongyi', () => import('./pages/gongyi-page')),
    page('/app/shops/imgs_videos', () => import('./pages/media-page')),
    page('/app/shops/join', () => import('./pages/join-page')),
    page('/app/shops/join/step1', () => import('./pages/join-step1-page')),
    page('/app/shops/join/step2', () => import('./pages/join-step2-page')),
    page('/app/pay/shops_join', () => import('./pages/join-pay-page')),
  ],
});
