import { statisConsoleCalls } from './console';
import { defineModule } from '../../platform/module';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { registerStatisAdmin } from './admin';
import { statisCalls } from './handlers';
import * as tables from './schema';
import { seedRoles } from './seed';

/** The organisation's statistics, computed from the database, for members whose role in the tenant opens them. */
export default defineModule({
  name: 'statis',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedRoles },
  calls: [...statisCalls, ...statisConsoleCalls],
  routes: registerStatisAdmin,
});
