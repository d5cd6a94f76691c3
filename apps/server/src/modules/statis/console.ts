import { statis } from '@tongxin/api-client/catalogue';
import { pendingApplicationCount } from '../distribution/api';
import { newMembersByDay } from '../member/api';
import { orderFiguresByDay } from '../order/api';
import { shanghaiDay, previousDay } from '../../platform/time';
import { implementConsole } from '../staff/api';
import { pendingWithdrawalCount } from '../wallet/api';


/** The console's dashboard: today, the last 30 days day by day, and the approvals waiting. */
export const statisConsoleCalls = [
  implementConsole(statis.consoleDashboard, async (_, { services: s, iid }) => {
    const now = new Date(s.now());
    const today = shanghaiDay(now);
    const days = [today];
    while (days.length < 30) days.unshift(previousDay(days[0] ?? today));
    // From the first day's Shanghai midnight (UTC+8, no daylight saving).
    const since = new Date(Date.parse(`${days[0]}T00:00:00+08:00`));
    const [orders, members, distributors, withdrawals] = await Promise.all([
      orderFiguresByDay(s.db, iid, since),
      newMembersByDay(s.db, iid, since),
      pendingApplicationCount(s.db, iid),
      pendingWithdrawalCount(s.db, iid),
    ]);
    const byDay = new Map(orders.map((o) => [o.day, o]));
    const joined = new Map(members.map((m) => [m.day, m.members]));
    const rows = days.map((day) => {
      const o = byDay.get(day);
      return { day, orders: o?.orders ?? 0, paidOrders: o?.paidOrders ?? 0, revenueFen: o?.revenueFen ?? 0, refundFen: o?.refundFen ?? 0, newMembers: joined.get(day) ?? 0 };
    });
    const sum = (key: 'orders' | 'paidOrders' | 'revenueFen' | 'refundFen' | 'newMembers') => rows.reduce((n, r) => n + r[key], 0);
    const last30 = { day: `${days[0]}~${today}`, orders: sum('orders'), paidOrders: sum('paidOrders'), revenueFen: sum('revenueFen'), refundFen: sum('refundFen'), newMembers: sum('newMembers') };
    return { today: rows[rows.length - 1] ?? { ...last30, day: today }, last30, days: rows, pending: { distributors, withdrawals } };
  }),
];
