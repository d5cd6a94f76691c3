import { route } from './route';

/** Distribution (spec §2 account/distr, account/distribution, dis). */
export const distributionLinks = {
  center: route('/app/account/distr/center'),
  distribution: route('/app/account/distribution'),
  apply: route('/app/account/distr/apply?disrParentMultiDisKey?'),
  list: route('/app/account/distr/list'),
  approval: route('/app/account/distr/approval'),
  team: route('/app/account/distr/team'),
  attention: route('/app/account/distr/attention'),
  anylsis: route('/app/account/distr/anylsis'),
  share: route('/app/dis/share'),
  bind: route('/app/dis/bind?multiDisKey'),
};
