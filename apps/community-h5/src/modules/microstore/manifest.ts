import { defineManifest } from '../../lib/manifest';

/**
 * A member's micro-store: the owner's entrance and set-up pages, and the public store
 * page a visitor opens from the store's link or QR code (no sign-in needed).
 */
export default defineManifest({
  name: 'microstore',
  routes: [
    { path: '/app/account/distributionStore', page: () => import('./pages/distribution-store-page'), auth: 'member' },
    { path: '/app/account/smallStore', page: () => import('./pages/small-store-page') },
    { path: '/app/account/storeSet', page: () => import('./pages/store-set-page'), auth: 'member' },
    { path: '/app/account/storeInfoSet', page: () => import('./pages/store-info-set-page'), auth: 'member' },
    { path: '/app/account/storeConsultsSet', page: () => import('./pages/store-consults-set-page'), auth: 'member' },
    { path: '/app/account/storeConsultAdd', page: () => import('./pages/store-consult-add-page'), auth: 'member' },
    { path: '/app/account/storeOrderNotifySet', page: () => import('./pages/store-order-notify-set-page'), auth: 'member' },
    { path: '/app/account/storeOrderNotifyAdd', page: () => import('./pages/store-order-notify-add-page'), auth: 'member' },
    { path: '/app/account/storeMasterSet', page: () => import('./pages/store-master-set-page'), auth: 'member' },
    { path: '/app/account/storeItemEdit', page: () => import('./pages/store-item-edit-page'), auth: 'member' },
    { path: '/app/account/storeQrcode', page: () => import('./pages/store-qrcode-page'), auth: 'member' },
  ],
});
