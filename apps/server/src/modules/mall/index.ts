import { defineModule } from '../../platform/module';
import { registerMallAdmin } from './admin';
import { mallCalls } from './handlers';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import * as tables from './schema';
import { seedMall } from './seed';
import { goodsSeller } from './seller';
import { balanceSeller, depositSeller } from './presale';

/** The mall: goods, SKUs and stock, categories, planned stores, hot words, the members' carts, pre-sales; the goods, deposit and balance sellers of the order kernel; the organisation's goods settings (admin.ts). */
export default defineModule({
  name: 'mall',
  tables,
  mergeMember: mergeMemberRows(tables),
  // The demo member's cart is filled as adding to the cart fills it.
  seed: { after: ['member'], run: seedMall },
  calls: mallCalls,
  sells: [goodsSeller, depositSeller, balanceSeller],
  routes: registerMallAdmin,
});
