import { defineModule } from '../../platform/module';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import { registerRealCardAdmin } from './admin';
import { realcardCalls } from './handlers';
import * as tables from './schema';
import { seedRealCards } from './seed';
import { cardRenewalSeller } from './seller';

/** Physical cards: activation with number and password, balance and benefits, renewal (business type 31), the red packet. */
export default defineModule({
  name: 'realcard',
  tables,
  mergeMember: mergeMemberRows(tables),
  seed: { after: ['member'], run: seedRealCards },
  calls: realcardCalls,
  routes: registerRealCardAdmin,
  sells: [cardRenewalSeller],
});
