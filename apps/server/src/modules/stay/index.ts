import { defineModule } from '../../platform/module';
import { registerStayAdmin } from './admin';
import { stayCalls } from './handlers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedStay } from './seed';
import { staySeller } from './seller';
import { verifyCalls } from './verify';

/** Campsites and homestays: places, rooms or pitches with their nights, packages, members' bookings (business type 3), and the staff who write packages off. */
export default defineModule({
  name: 'stay',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedStay },
  calls: [...stayCalls, ...verifyCalls],
  routes: registerStayAdmin,
  sells: [staySeller],
});
