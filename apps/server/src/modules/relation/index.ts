import { defineModule } from '../../platform/module';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { relationCalls } from './handlers';
import * as tables from './schema';
import { seedRelation } from './seed';

/**
 * A member's relations: the profile others see, base and extra info, identity
 * verification (national ID checked by the validators; the full number only to its owner),
 * impressions (one per visitor, the owner may hide one), praise, honours, companies, feedback.
 */
export default defineModule({
  name: 'relation',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedRelation },
  calls: relationCalls,
});
