import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shanghaiDay } from '../../platform/time';
import type { RoleRow } from './roles';
import { STATUS } from './roles';
import { distFans, distOrders, distRoles } from './schema';

const DAY = 86_400_000;

/** What the role earned on an order (its level's commission, less the refunded share). */
function earned(o: typeof distOrders.$inferSelect, roleId: number): number {
  const c = o.roleId === roleId ? o.commission1Fen : o.commission2Fen;
  return o.payFen > 0 ? c - Math.round((c * o.refundFen) / o.payFen) : c;
}

/** The distributor's numbers and the last `days` days (Asia/Shanghai), today last. */
export async function statisticOf(db: Db, role: RoleRow, days: number, now: Date) {
  const orders = await db.select().from(distOrders).where(or(eq(distOrders.roleId, role.id), eq(distOrders.parentRoleId, role.id)));
  const today = shanghaiDay(now);
  const month = today.slice(0, 7);
  const since = new Date(now.getTime() - (days + 1) * DAY);
  const children = await db
    .select({ at: distRoles.reviewedAt })
    .from(distRoles)
    .where(and(eq(distRoles.parentId, role.id), eq(distRoles.status, STATUS.active), gte(distRoles.reviewedAt, since)));
  const fans = await db.select({ at: distFans.boundAt }).from(distFans).where(and(eq(distFans.roleId, role.id), gte(distFans.boundAt, since)));
  const series = Array.from({ length: days }, (_, i) => shanghaiDay(new Date(now.getTime() - (days - 1 - i) * DAY))).map((day) => ({
    day,
    orders: 0,
    salesFen: 0,
    earningsFen: 0,
    newMembers: 0,
    newFans: 0,
  }));
  const byDay = new Map(series.map((d) => [d.day, d]));
  let todayFen = 0;
  let monthFen = 0;
  let totalFen = 0;
  let salesFen = 0;
  for (const o of orders) {
    const fen = earned(o, role.id);
    const day = shanghaiDay(o.paidAt);
    totalFen += fen;
    if (day === today) todayFen += fen;
    if (day.startsWith(month)) monthFen += fen;
    const sales = o.payFen - o.refundFen;
    if (o.roleId === role.id) salesFen += sales;
    const d = byDay.get(day);
    if (d) {
      d.orders += 1;
      d.salesFen += sales;
      d.earningsFen += fen;
    }
  }
  for (const c of children) if (c.at) { const d = byDay.get(shanghaiDay(c.at)); if (d) d.newMembers += 1; }
  for (const f of fans) { const d = byDay.get(shanghaiDay(f.at)); if (d) d.newFans += 1; }
  return { todayFen, monthFen, totalFen, orders: orders.length, salesFen, series };
}

const LEVELS = [
  { growth: 0, name: '见习推广员' },
  { growth: 100, name: '铜牌推广员' },
  { growth: 500, name: '银牌推广员' },
  { growth: 2000, name: '金牌推广员' },
] as const;

/** Growth: one point per yuan earned, ten per active child; the level is the highest reached. */
export async function growthOf(db: Db, role: RoleRow, now: Date) {
  const { totalFen } = await statisticOf(db, role, 1, now);
  const [kids] = await db.select({ n: sql<number>`count(*)::int` }).from(distRoles).where(and(eq(distRoles.parentId, role.id), eq(distRoles.status, STATUS.active)));
  const growth = Math.floor(totalFen / 100) + 10 * (kids?.n ?? 0);
  let level = 0;
  LEVELS.forEach((l, i) => {
    if (growth >= l.growth) level = i;
  });
  const next = LEVELS[level + 1];
  return { growth, level: level + 1, levelName: LEVELS[level]?.name ?? '', nextLevelName: next?.name ?? '', nextGrowth: next?.growth ?? growth };
}

/** Per child role: its active children, its orders and sales (as the level-1 distributor). */
export async function childNumbers(db: Db, roleIds: readonly number[]) {
  if (roleIds.length === 0) return new Map<number, { children: number; orders: number; salesFen: number }>();
  const kids = await db
    .select({ parentId: distRoles.parentId, n: sql<number>`count(*)::int` })
    .from(distRoles)
    .where(and(inArray(distRoles.parentId, [...roleIds]), eq(distRoles.status, STATUS.active)))
    .groupBy(distRoles.parentId);
  const sales = await db
    .select({ roleId: distOrders.roleId, n: sql<number>`count(*)::int`, fen: sql<number>`coalesce(sum(${distOrders.payFen} - ${distOrders.refundFen}), 0)::int` })
    .from(distOrders)
    .where(inArray(distOrders.roleId, [...roleIds]))
    .groupBy(distOrders.roleId);
  const out = new Map(roleIds.map((id) => [id, { children: 0, orders: 0, salesFen: 0 }]));
  for (const k of kids) if (k.parentId !== null) { const o = out.get(k.parentId); if (o) o.children = k.n; }
  for (const s of sales) { const o = out.get(s.roleId); if (o) { o.orders = s.n; o.salesFen = s.fen; } }
  return out;
}
