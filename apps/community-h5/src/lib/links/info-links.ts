import { route } from './route';

/** The tenant's information pages (spec §2 info group). */
export const infoLinks = {
  protocol: route('/app/info/protocol/:iid'),
  forbid: route('/app/info/forbid/:iid'),
  insurance: route('/app/info/insurance/:iid'),
  helper: route('/app/info/helper/:iid'),
  privacy: route('/app/info/privacy/:iid'),
  community: route('/app/info/community/:iid'),
  glucoseMonitor: route('/app/info/glucoseMonitor/:iid'),
  down: route('/app/info/down'),
  contact: route('/app/info/contact'),
  vipWelfare: route('/app/info/vipWelfare/:iid'),
};
