import { defineModule } from '../../platform/module';
import { paperCalls } from './papers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedSport } from './seed';
import { stepCalls } from './steps';
import { trajectoryCalls } from './trajectory';

/** Sport: step challenges (reports, ranks, teams, certificate), question papers, and the trajectory (badges, ranks, growth). */
export default defineModule({
  name: 'sport',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedSport },
  calls: [...stepCalls, ...paperCalls, ...trajectoryCalls],
});
