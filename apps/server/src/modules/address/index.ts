import { defineModule } from '../../platform/module';
import { addressCalls } from './handlers';
import * as tables from './schema';
import { seedAddresses } from './seed';
import { mergeAddresses } from './merge';

/** The member's delivery addresses. */
export default defineModule({
  name: 'address',
  tables,
  seed: { after: ['member'], run: seedAddresses },
  calls: addressCalls,
  mergeMember: mergeAddresses,
});
