import { defineModule } from '../../platform/module';
import { stayCalls } from './handlers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedStay } from './seed';
import { staySeller } from './seller';

/** Campsites and homestays: places, rooms or pitches with their nights, packages, and members' bookings (business type 3). */
export default defineModule({
  name: 'stay',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedStay },
  calls: stayCalls,
  sells: [staySeller],
});
