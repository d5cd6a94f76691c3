import { defineModule } from '../../platform/module';
import { pointCalls } from './handlers';
import * as tables from './schema';
import { seedPoints } from './seed';
import { mergePoints } from './merge';
import { balanceOf } from './api';
import { pointEvents } from './earn';

/** Points: the member's account and its changes, the tenant's rules (earned on paid orders, taken back on refunds), the daily sign-in and shares. */
export default defineModule({
  name: 'point',
  tables,
  seed: { after: ['member'], run: seedPoints },
  calls: pointCalls,
  orderEvents: pointEvents,
  mergeMember: mergePoints,
  memberProfile: async (db, who) => ({ coin: await balanceOf(db, who.id) }),
});
