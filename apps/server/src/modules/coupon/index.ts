import { defineModule } from '../../platform/module';
import { couponCalls } from './handlers';
import * as tables from './schema';
import { seedCoupons } from './seed';
import { mergeCoupons } from './merge';

/** Coupons: the tenant's coupons open for claiming, and each member's with their state. */
export default defineModule({
  name: 'coupon',
  tables,
  seed: { after: ['member'], run: seedCoupons },
  calls: couponCalls,
  mergeMember: mergeCoupons,
});
