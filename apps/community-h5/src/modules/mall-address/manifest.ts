import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

/** Delivery addresses: the list and the add/edit form (spec §2 mall/address/list, mall/address/manage). */
export default defineManifest({
  name: 'mall-address',
  routes: [
    {
      path: '/app/mall/address/list',
      page: () => import('./pages/address-list-page'),
      auth: 'member',
    },
    {
      path: '/app/mall/address/manage',
      page: () => import('./pages/address-manage-page'),
      auth: 'member',
    },
  ],
  links: { addressList: paths.addressList, addressManage: paths.addressManage },
});
