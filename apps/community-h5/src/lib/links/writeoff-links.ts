import { route } from './route';

/** Vip write-off (spec §2 pay/vipWriteOff, vipWriteOff/:iid/record). */
export const writeoffLinks = {
  index: route('/app/pay/vipWriteOff_index?iid'),
  writeOff: route('/app/pay/vipWriteOff?iid&code'),
  records: route('/app/vipWriteOff/:iid/record/list'),
  received: route('/app/vipWriteOff/:iid/record/recv'),
};
