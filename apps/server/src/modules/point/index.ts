import { defineModule } from '../../platform/module';
import { pointCalls } from './handlers';
import * as tables from './schema';
import { seedPoints } from './seed';
import { mergePoints } from './merge';
import { balanceOf } from './api';

/** Points: the member's account and its changes, the tenant's rules and the daily sign-in. */
export default defineModule({
  name: 'point',
  tables,
  seed: { after: ['member'], run: seedPoints },
  calls: pointCalls,
  mergeMember: mergePoints,
  memberProfile: async (db, who) => ({ coin: await balanceOf(db, who.id) }),
});
