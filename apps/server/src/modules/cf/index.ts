import { defineModule } from '../../platform/module';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { cfCalls } from './handlers';
import * as tables from './schema';
import { seedCrowdfunding } from './seed';
import { supportSeller } from './seller';
import { cfRoutes } from './sweeper';

/**
 * Crowdfunding: members launch projects (reviewed in the admin API), others support them through
 * the order kernel (business type 8); a project short of its goal at its deadline refunds everyone.
 */
export default defineModule({
  name: 'cf',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedCrowdfunding },
  calls: cfCalls,
  routes: cfRoutes,
  sells: [supportSeller],
});
