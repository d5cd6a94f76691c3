import { defineModule } from '../../platform/module';
import { registerWriteoffAdmin } from './admin';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { writeoffCalls } from './handlers';
import * as tables from './schema';
import { seedWriteoff } from './seed';

/**
 * Vip write-off: a member shows a short-lived code for their vip card; a merchant of the
 * tenant enters it and writes off one use of a benefit, taken once in one transaction. The
 * organisation adds and removes its merchants through the admin API (admin.ts).
 */
export default defineModule({
  name: 'writeoff',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member', 'vip'], run: seedWriteoff },
  calls: writeoffCalls,
  routes: registerWriteoffAdmin,
});
