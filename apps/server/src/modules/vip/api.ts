import { and, count, desc, eq, gt } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { vipCards, vipPlans } from './schema';

/*
 * What other modules may use of the vip module's: whether a member holds a card, the plans on
 * sale (the order module sells them) and the card a paid order activates.
 */

const DAY = 86_400_000;

/** A row's vip plan (`plan_id`, optional), e.g. the card an order buys. */
export function planIdColumn() {
  return integer('plan_id').references(() => vipPlans.id);
}

/** Whether the member holds a card valid at `now`. */
export async function isVip(db: Db, memberId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(vipCards)
    .where(and(eq(vipCards.memberId, memberId), gt(vipCards.expiresAt, now)));
  return (row?.n ?? 0) > 0;
}

/** A plan the tenant sells, or undefined. */
export async function planOnSale(db: Db, iid: number, planId: number) {
  const [plan] = await db.select().from(vipPlans).where(and(eq(vipPlans.id, planId), eq(vipPlans.iid, iid)));
  return plan;
}

/**
 * Activates the plan's card for a member who paid for it (inside the payment's transaction): a
 * new card, or the member's card of that plan extended by the plan's days after its current end
 * (or from now when it has ended). Nothing when the plan is no longer the tenant's.
 */
export async function activateCard(tx: Db, input: { iid: number; memberId: number; planId: number; tradeNo: string; now: Date }): Promise<void> {
  const { iid, memberId, planId, tradeNo, now } = input;
  const plan = await planOnSale(tx, iid, planId);
  if (!plan) return;
  const [card] = await tx
    .select()
    .from(vipCards)
    .where(and(eq(vipCards.memberId, memberId), eq(vipCards.planId, plan.id), eq(vipCards.iid, iid)))
    .orderBy(desc(vipCards.expiresAt))
    .limit(1);
  if (card) {
    const from = Math.max(card.expiresAt.getTime(), now.getTime());
    await tx.update(vipCards).set({ expiresAt: new Date(from + plan.days * DAY) }).where(eq(vipCards.id, card.id));
    return;
  }
  const [created] = await tx
    .insert(vipCards)
    .values({ iid, memberId, planId: plan.id, cardNo: `P${tradeNo}`, expiresAt: new Date(now.getTime() + plan.days * DAY) })
    .returning({ id: vipCards.id });
  // The card number of the seeded cards: TX + tenant + the card's sequence (TX1000000001).
  if (created) await tx.update(vipCards).set({ cardNo: `TX${iid}${String(created.id).padStart(6, '0')}` }).where(eq(vipCards.id, created.id));
}

/** The member's card valid at `now` that lasts longest (the one benefits are written off on), or undefined. */
export async function currentCard(db: Db, iid: number, memberId: number, now: Date): Promise<{ cardNo: string; title: string } | undefined> {
  const [row] = await db
    .select({ cardNo: vipCards.cardNo, title: vipPlans.title })
    .from(vipCards)
    .innerJoin(vipPlans, eq(vipPlans.id, vipCards.planId))
    .where(and(eq(vipCards.iid, iid), eq(vipCards.memberId, memberId), gt(vipCards.expiresAt, now)))
    .orderBy(desc(vipCards.expiresAt))
    .limit(1);
  return row;
}
