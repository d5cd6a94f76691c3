import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { memberOrders, orderComments, orderShares, promoCodes } from './schema';

/** Two members become one (a WeChat or app member binds the number of an existing one): every order of `from` (paid, waiting, refunding), its comments, its friend-pay shares, the orders it pays for friends and the discount codes it hands out are `into`'s. */
export async function mergeOrders(tx: Db, { from, into }: MemberMerge): Promise<void> {
  await tx.update(memberOrders).set({ memberId: into }).where(eq(memberOrders.memberId, from));
  await tx.update(orderComments).set({ memberId: into }).where(eq(orderComments.memberId, from));
  await tx.update(orderShares).set({ memberId: into }).where(eq(orderShares.memberId, from));
  await tx.update(orderShares).set({ supporterId: into }).where(eq(orderShares.supporterId, from));
  await tx.update(promoCodes).set({ memberId: into }).where(eq(promoCodes.memberId, from));
}
