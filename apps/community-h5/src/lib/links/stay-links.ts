import { route } from './route';

/** Campsites and homestays (spec §2 campsite, bnb, reserve groups). */
export const stayLinks = {
  places: route('/app/campsite/:iid?type?'),
  room: route('/app/campsite/:iid/roomDetail?id'),
  package: route('/app/campsite/:iid/package/:packageId'),
  campsite: route('/app/campsite/:iid/:campsiteId?type?'),
  bnb: route('/app/bnb/:iid/:bnbId'),
  /** The member's bookings; `view: 'packages'` opens the bought packages (我的套餐). */
  reserveList: route('/app/reserve/list?view?'),
  /** The places' staff write bought packages off here (到店核销). */
  reserveVerify: route('/app/reserve/verify'),
};
