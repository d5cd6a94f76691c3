import { defineModule } from '../../platform/module';
import { registerSignAdmin } from './admin';
import { signCalls } from './handlers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedSign } from './seed';

/** Sign-in sites: subjects of areas of sites with coordinates and a radius, check-ins, ranks, certificates, SOS and the map. */
export default defineModule({
  name: 'sign',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedSign },
  calls: signCalls,
  routes: registerSignAdmin,
});
