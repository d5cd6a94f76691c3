import { defineModule } from '../../platform/module';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { microstoreCalls } from './handlers';
import { storeSales } from './sales';
import * as tables from './schema';
import { seedMicroStores } from './seed';

/**
 * Members' micro-stores: a shop front of the tenant's mall goods chosen by the member,
 * its contacts, and the paid orders made through its links (multiDisKey = the store's key).
 */
export default defineModule({
  name: 'microstore',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member', 'mall'], run: seedMicroStores },
  calls: microstoreCalls,
  orderEvents: storeSales,
});
