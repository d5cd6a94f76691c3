import { route } from './route';

/** Points and the daily sign-in (spec §2 account/point). */
export const pointLinks = {
  point: route('/app/account/point'),
  detail: route('/app/account/point/detail'),
};
