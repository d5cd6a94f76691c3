import * as z from 'zod/mini';
import { fen } from '../shapes';
import { defineConsoleCall } from '../staff/define-console-call';

const daySchema = /* @__PURE__ */ z.object({ day: z.string(), orders: z.number(), paidOrders: z.number(), revenueFen: fen, refundFen: fen, newMembers: z.number() });
export type DashboardDay = z.infer<typeof daySchema>;

/**
 * The console's dashboard (every staff role but check-in): today and the last 30 Shanghai days —
 * orders made and paid, revenue, refunds, new members, one row per day, oldest first — and the
 * approvals waiting (distributor applications, withdrawals).
 */
export const consoleDashboard = defineConsoleCall({
  name: 'statis.consoleDashboard',
  method: 'GET',
  uri: '/dashboard',
  roles: ['operator', 'finance', 'reviewer'],
  params: {},
  result: z.object({
    today: daySchema,
    last30: daySchema,
    days: z.array(daySchema),
    pending: z.object({ distributors: z.number(), withdrawals: z.number() }),
  }),
});
