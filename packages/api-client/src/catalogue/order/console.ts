import * as z from 'zod/mini';
import { fen, instant, intParam, millisParam, pageOf, textParam } from '../shapes';
import { defineConsoleCall, reasonParam } from '../staff/define-console-call';
import { consolePaged } from '../staff/schemas';

/** An order as the console's list shows it (every business type). */
export const consoleOrderSchema = /* @__PURE__ */ z.object({
  orderId: z.string(),
  title: z.string(),
  businessType: z.number(),
  status: z.number(),
  payFen: fen,
  refundFen: fen,
  refundState: z.number(),
  refundReason: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  deliveryAddress: z.string(),
  company: z.string(),
  transportNumber: z.string(),
  createdAt: instant,
  paidAt: z.nullable(instant),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

/** The order list's filters, shared by the list and its export. */
const orderFilters = {
  /** An ORDER_STATUS value; 10 = every paid status (11, 12, 13). */
  status: /* @__PURE__ */ z.optional(intParam.check(z.gte(0), z.lte(20))),
  businessType: /* @__PURE__ */ z.optional(intParam.check(z.gte(0), z.lte(999))),
  /** The order number (its start), the title or the contact's phone. */
  keyword: /* @__PURE__ */ z.optional(textParam(40)),
  from: /* @__PURE__ */ z.optional(millisParam),
  to: /* @__PURE__ */ z.optional(millisParam),
};

/** The tenant's orders of every business type (finance), filtered, newest first or by amount. */
export const consoleOrders = defineConsoleCall({
  name: 'order.consoleOrders',
  method: 'GET',
  uri: '/orders',
  roles: ['finance'],
  params: { ...orderFilters, sort: z.optional(z.enum(['createdAt', 'payFen'])), ...consolePaged.params },
  paging: consolePaged.paging,
  result: pageOf(consoleOrderSchema),
});

/** Finance ships a paid order: the carrier and the tracking number (the buyer then confirms receipt). */
export const consoleShip = defineConsoleCall({
  name: 'order.consoleShip',
  method: 'POST',
  uri: '/orders/ship',
  roles: ['finance'],
  params: { orderId: textParam(64, 1), company: textParam(40, 1), transportNumber: textParam(40, 6).check(z.regex(/^[0-9A-Za-z-]+$/, '运单号只能包含字母、数字和短横线')) },
  result: consoleOrderSchema,
});

/**
 * Finance refunds a paid order, in full or in part, with the reason the buyer sees: the refund is
 * claimed with the order (a second refund of one order, or more than was paid, is refused) and
 * asked of the payment provider once it has committed.
 */
export const consoleRefund = defineConsoleCall({
  name: 'order.consoleRefund',
  method: 'POST',
  uri: '/orders/refund',
  roles: ['finance'],
  money: true,
  params: { orderId: textParam(64, 1), amountFen: intParam.check(z.gte(0)), reason: reasonParam },
  result: consoleOrderSchema,
});

/** The filtered orders as CSV (at most 10,000 rows), for a spreadsheet; the export is logged. */
export const consoleOrdersExport = defineConsoleCall({
  name: 'order.consoleOrdersExport',
  method: 'POST',
  uri: '/orders/export',
  roles: ['finance'],
  params: orderFilters,
  result: z.object({ filename: z.string(), csv: z.string(), rows: z.number() }),
});
