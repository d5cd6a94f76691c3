import { route } from './route';

/** Real cards (spec §2 realcard group, pay/card): extend, redpacket and pay take the card as query cardId. */
export const realcardLinks = {
  activate: route('/app/realcard/activate'),
  query: route('/app/realcard/query?cardId?'),
  empty: route('/app/realcard/empty'),
  extend: route('/app/realcard/extend?cardId'),
  redpacket: route('/app/realcard/redpacket?cardId'),
  pay: route('/app/pay/card?cardId&iid'),
};
