import { route } from './route';

/** The member's orders (spec §2 order group), friend pay included. */
export const orderLinks = {
  list: route('/app/order/:iid?status?'),
  detail: route('/app/order/detail?orderId&iid'),
  comment: route('/app/order/comment?orderId&iid'),
  used: route('/app/order/used?orderId&iid'),
  /** The certificate of a used order (a picture to long-press and save). */
  cer: route('/app/order/cer?orderId&iid'),
  ems: route('/app/order/ems?orderId&iid'),
  /** Friend pay: the buyer shares a waiting order; a friend pays it (shareSupport); anyone sees how it stands (shareDetail). */
  buyShare: route('/app/order/:iid/buyShare?orderId'),
  shareSupport: route('/app/order/shareSupport?key&iid'),
  shareDetail: route('/app/order/shareDetail?key&iid'),
};
