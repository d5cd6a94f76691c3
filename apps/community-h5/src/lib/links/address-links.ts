import { route } from './route';

/** The member's addresses (spec §2 mall/address) and choosing an address or a city for another page. */
export const addressLinks = {
  list: route('/app/mall/address/list'),
  manage: route('/app/mall/address/manage?id?'),
  select: route('/app/address/:iid/select'),
  selectCity: route('/app/address/:iid/selectCity'),
};
