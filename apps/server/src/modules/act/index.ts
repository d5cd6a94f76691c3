import { defineModule } from '../../platform/module';
import { browseCalls } from './browse';
import { enrolCalls } from './enrol';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { activityTitles } from './read';
import { registrationCalls } from './registration';
import { seedActivities } from './seed';
import { actSeller } from './seller';
import { signCalls } from './sign';

/**
 * Activities: finding trips, enrolling a group (an order of business type 1 sold
 * through the order kernel by actSeller: places never oversold), check-in at sign places with the
 * leader's roster, reviews, ranks and teams.
 */
export default defineModule({
  name: 'act',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedActivities },
  calls: [...browseCalls, ...enrolCalls, ...signCalls, ...registrationCalls],
  sells: [actSeller],
  activityTitles,
});
