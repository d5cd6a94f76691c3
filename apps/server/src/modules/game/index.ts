import { defineModule } from '../../platform/module';
import { registerGameAdmin } from './admin';
import { gameCalls } from './handlers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedGames } from './seed';
import { gameSeller } from './seller';

/**
 * Games (competitions): groups and enrolment with teams, the entry fee of a paid game sold
 * through the order kernel (business type 9, gameSeller), check-in with bib numbers, results
 * published by the organiser.
 */
export default defineModule({
  name: 'game',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedGames },
  calls: gameCalls,
  routes: registerGameAdmin,
  sells: [gameSeller],
});
