import { defineModule } from '../../platform/module';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { writeoffCalls } from './handlers';
import * as tables from './schema';
import { seedWriteoff } from './seed';

/**
 * Vip write-off (issue 14): a member shows a short-lived code for their vip card; a merchant of the
 * tenant enters it and writes off one use of a benefit, taken once in one transaction.
 */
export default defineModule({
  name: 'writeoff',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member', 'vip'], run: seedWriteoff },
  calls: writeoffCalls,
});
