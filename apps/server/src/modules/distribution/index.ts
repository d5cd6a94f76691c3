import { defineModule } from '../../platform/module';
import { registerDistributionAdmin } from './admin';
import { commissionEvents } from './commission';
import { distributionConsoleCalls } from './console';
import { distributionCalls } from './handlers';
import { mergeDistribution } from './merge';
import * as tables from './schema';
import { seedDistribution } from './seed';

/** Distribution: roles in a two-level tree, fans, promotable items, attribution of paid orders and their commission (credited to the wallet). */
export default defineModule({
  name: 'distribution',
  tables,
  seed: { after: ['member', 'wallet'], run: seedDistribution },
  calls: [...distributionCalls, ...distributionConsoleCalls],
  routes: registerDistributionAdmin,
  orderEvents: commissionEvents,
  mergeMember: mergeDistribution,
});
