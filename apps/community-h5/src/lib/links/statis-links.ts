import { route } from './route';

/** The organisers' statistics (spec §2 statis group). */
export const statisLinks = {
  weekact: route('/app/statis/weekact'),
  adperson: route('/app/statis/adperson'),
  adtrade: route('/app/statis/adtrade'),
  adinsure: route('/app/statis/adinsure'),
  leader: route('/app/statis/leader'),
  sms: route('/app/statis/sms'),
};
