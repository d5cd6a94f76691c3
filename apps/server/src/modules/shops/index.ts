import { defineModule } from '../../platform/module';
import { registerShopsAdmin } from './admin';
import { cardCalls } from './cards';
import { joinCalls, joinSeller } from './join';
import { mergeShops } from './merge';
import * as tables from './schema';
import { seedShops } from './seed';

/**
 * Business cards and member shops: a member's card with its share code (visits counted
 * once per visitor and day, shown to the owner), the card list, the volunteer record from the
 * activities, the organisation's member shops, and joining as one — an application paid through
 * the order kernel (joinSeller) and approved in the admin API.
 */
export default defineModule({
  name: 'shops',
  tables,
  mergeMember: mergeShops,
  seed: { after: ['member'], run: seedShops },
  calls: [...cardCalls, ...joinCalls],
  sells: [joinSeller],
  routes: registerShopsAdmin,
});
