import { defineModule } from '../../platform/module';
import { orderCalls } from './handlers';
import { applyMemberPayment, saleCalls, TRADE_PREFIX } from './sale';
import * as tables from './schema';
import { seedOrders } from './seed';
import { mergeOrders } from './merge';

/**
 * The member's orders (list, detail, logistics, refund), creating one (a vip card today) and
 * paying it: its trade numbers are M…, applied by the provider's notify.
 */
export default defineModule({
  name: 'order',
  tables,
  seed: { after: ['member', 'vip'], run: seedOrders },
  calls: [...orderCalls, ...saleCalls],
  payments: { prefix: TRADE_PREFIX, apply: applyMemberPayment },
  mergeMember: mergeOrders,
});
