import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { memberOrders, orderComments } from './schema';

/** Two members become one (issue 11): every order of `from` (paid, waiting, refunding) and its comments are `into`'s. */
export async function mergeOrders(tx: Db, { from, into }: MemberMerge): Promise<void> {
  await tx.update(memberOrders).set({ memberId: into }).where(eq(memberOrders.memberId, from));
  await tx.update(orderComments).set({ memberId: into }).where(eq(orderComments.memberId, from));
}
