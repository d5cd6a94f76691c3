import { defineModule } from '../../platform/module';
import { accountCalls } from './account';
import { registerAdmin } from './admin';
import { formCalls } from './form';
import { applyPayment, orderCalls, TRADE_PREFIX } from './order';
import { photoCalls } from './photo';
import * as tables from './schema';
import { seedUniversity } from './seed';
import { siteCalls } from './site';
import { registerUploadStore } from '../../platform/upload-store';
import { applicantUploads } from './storage';

/**
 * The university admissions service: every call of the catalogue's university module, the
 * storage endpoint of its uploads, the reviewers' admin API, and the registration fee's payments
 * (trade numbers T…).
 */
export default defineModule({
  name: 'university',
  tables,
  seed: { run: seedUniversity },
  calls: [...siteCalls, ...accountCalls, ...formCalls, ...photoCalls, ...orderCalls],
  routes: async (ctx) => {
    await registerUploadStore(ctx.app, ctx.services, applicantUploads);
    registerAdmin(ctx);
  },
  payments: { prefix: TRADE_PREFIX, apply: applyPayment },
});
