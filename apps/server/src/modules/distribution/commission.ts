import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderListener, SoldOrder } from '../../platform/seller';
import { maskMobile, memberCards } from '../member/api';
import { creditCommission, reverseOrderCommissions } from '../wallet/api';
import { roleById, roleByKey, STATUS, type RoleRow } from './roles';
import { distFans, distItems, distModules, distOrders } from './schema';

/*
 * Attribution and commission. A paid order is attributed to the distributor whose key it carries
 * (multiDisKey), else to the distributor the buyer is bound to as a fan; the distributor earns
 * level 1 and their active parent level 2 (page-guide F3), each as pending in the wallet. A refund
 * reverses the same share. The buyer never earns on their own order.
 */

const rateOf = (fen: number, bp: number) => Math.floor((fen * bp) / 10_000);

/** The rates of an order: its item's, else its module's; undefined when it is not promotable. */
async function ratesOf(tx: Db, order: SoldOrder): Promise<{ rate1Bp: number; rate2Bp: number } | undefined> {
  const [module] = await tx.select().from(distModules).where(and(eq(distModules.iid, order.iid), eq(distModules.businessType, order.businessType)));
  if (!module) return undefined;
  const [item] = await tx.select().from(distItems).where(and(eq(distItems.iid, order.iid), eq(distItems.businessType, order.businessType), eq(distItems.keys, order.keys)));
  return { rate1Bp: item?.rate1Bp ?? module.rate1Bp, rate2Bp: item?.rate2Bp ?? module.rate2Bp };
}

/** The distributor an order is attributed to: its key's, else the buyer's binding's (both active). */
async function sharerOf(tx: Db, order: SoldOrder, at: Date): Promise<RoleRow | undefined> {
  const key = order.attribution.multiDisKey;
  if (key) {
    const role = await roleByKey(tx, order.iid, key);
    if (role?.status === STATUS.active) return role;
  }
  const [fan] = await tx.select().from(distFans).where(and(eq(distFans.memberId, order.memberId), gt(distFans.expiresAt, at)));
  const bound = fan ? await roleById(tx, fan.roleId) : undefined;
  return bound?.status === STATUS.active ? bound : undefined;
}

async function paid(tx: Db, order: SoldOrder): Promise<void> {
  const at = order.paidAt ?? new Date();
  const sharer = await sharerOf(tx, order, at);
  if (!sharer || sharer.memberId === order.memberId || sharer.iid !== order.iid) return;
  const rates = await ratesOf(tx, order);
  if (!rates) return;
  const parent = await roleById(tx, sharer.parentId);
  const earner2 = parent?.status === STATUS.active && parent.memberId !== order.memberId ? parent : undefined;
  const c1 = rateOf(order.payFen, rates.rate1Bp);
  const c2 = earner2 ? rateOf(order.payFen, rates.rate2Bp) : 0;
  const stored = await tx
    .insert(distOrders)
    .values({ orderId: order.orderId, iid: order.iid, memberId: order.memberId, roleId: sharer.id, parentRoleId: earner2?.id ?? null, title: order.title, payFen: order.payFen, commission1Fen: c1, commission2Fen: c2, paidAt: at })
    .onConflictDoNothing()
    .returning({ orderId: distOrders.orderId });
  if (stored.length === 0) return;
  const buyerCard = (await memberCards(tx, [order.memberId])).get(order.memberId);
  const buyer = buyerCard?.mobile ? maskMobile(buyerCard.mobile) : (buyerCard?.nickName ?? '');
  const base = { iid: order.iid, orderId: order.orderId, title: order.title, buyer, orderFen: order.payFen };
  await creditCommission(tx, { ...base, memberId: sharer.memberId, level: 1, rateBp: rates.rate1Bp, amountFen: c1 }, at);
  if (earner2) await creditCommission(tx, { ...base, memberId: earner2.memberId, level: 2, rateBp: rates.rate2Bp, amountFen: c2 }, at);
}

async function refunded(tx: Db, order: SoldOrder, refundFen: number): Promise<void> {
  const [row] = await tx
    .update(distOrders)
    .set({ refundFen: sql`least(${distOrders.payFen}, ${distOrders.refundFen} + ${refundFen})` })
    .where(eq(distOrders.orderId, order.orderId))
    .returning();
  if (!row) return;
  await reverseOrderCommissions(tx, order.orderId, refundFen, row.payFen, new Date());
}

/** What distribution hears of every order. */
export const commissionEvents: OrderListener = { paid, refunded };
