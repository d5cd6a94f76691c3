import { defineModule } from '../../platform/module';
import { couponCalls } from './handlers';
import * as tables from './schema';
import { seedCoupons } from './seed';

/** Coupons: the tenant's coupons open for claiming, and each member's with their state. */
export default defineModule({
  name: 'coupon',
  tables,
  seed: { after: ['member'], run: seedCoupons },
  calls: couponCalls,
});
