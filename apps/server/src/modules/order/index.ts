import { orderConsoleCalls } from './console';
import { defineModule } from '../../platform/module';
import { registerOrderAdmin } from './admin';
import { afterSaleCalls, applyMemberRefund } from './after-sale';
import { orderCalls } from './handlers';
import { applyMemberPayment, saleCalls, TRADE_PREFIX } from './sale';
import * as tables from './schema';
import { seedOrders } from './seed';
import { shareCalls } from './share';
import { mergeOrders } from './merge';
import { registerShippingAdmin } from './ship';
import { startSweeper } from './sweeper';
import { vipSeller } from './vip-seller';

/**
 * The order kernel: every member order of every business type (the sellers of each module,
 * platform/seller.ts), priced and created here, paid by the provider's notify (trade numbers
 * M…), cancelled by the buyer or when its time passes, refunded after sale; a friend may pay
 * an order its buyer shared (share.ts). The organisation adds discount codes, its own or for a
 * member to hand out, through the admin API (admin.ts), and ships a paid order (ship.ts).
 */
export default defineModule({
  name: 'order',
  tables,
  seed: { after: ['member', 'vip'], run: seedOrders },
  calls: [...orderCalls, ...saleCalls, ...afterSaleCalls, ...shareCalls, ...orderConsoleCalls],
  payments: { prefix: TRADE_PREFIX, apply: applyMemberPayment, refunded: applyMemberRefund },
  mergeMember: mergeOrders,
  sells: [vipSeller],
  routes: (ctx) => {
    startSweeper(ctx);
    registerOrderAdmin(ctx);
    registerShippingAdmin(ctx);
  },
});
