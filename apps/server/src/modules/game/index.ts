import { defineModule } from '../../platform/module';
import { registerGameAdmin } from './admin';
import { gameCalls } from './handlers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedGames } from './seed';

/** Games (competitions): groups and enrolment with teams, check-in with bib numbers, results published by the organiser. */
export default defineModule({
  name: 'game',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedGames },
  calls: gameCalls,
  routes: registerGameAdmin,
});
