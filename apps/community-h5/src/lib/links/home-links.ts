import { route } from './route';

/** The home group (spec §2 index, category) and the site root. */
export const homeLinks = {
  root: route('/'),
  index: route('/app/index/:iid?type?'),
  new: route('/app/index/:iid/new'),
  coupon: route('/app/index/:iid/coupon'),
  special: route('/app/index/special/:iid/:id'),
  topic: route('/app/index/topic/:iid?id?'),
  category: route('/app/category/:iid'),
};
