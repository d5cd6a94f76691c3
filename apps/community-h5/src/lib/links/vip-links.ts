import { route } from './route';

/** Vip cards (spec §2 account/vip, account/vipBuy). */
export const vipLinks = {
  vip: route('/app/account/vip'),
  buy: route('/app/account/vipBuy?id'),
};
