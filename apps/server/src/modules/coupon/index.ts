import { defineModule } from '../../platform/module';
import { couponCalls } from './handlers';
import * as tables from './schema';
import { seedCoupons } from './seed';
import { mergeCoupons } from './merge';
import { couponSeller } from './seller';
import { couponPurse } from './purse';

/** Coupons: the tenant's coupons open for claiming, each member's with their state, and coupons sold for money (the paid-coupon seller). */
export default defineModule({
  name: 'coupon',
  tables,
  seed: { after: ['member'], run: seedCoupons },
  calls: couponCalls,
  mergeMember: mergeCoupons,
  sells: [couponSeller],
  coupons: couponPurse,
});
