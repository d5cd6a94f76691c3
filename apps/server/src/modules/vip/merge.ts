import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { vipCards } from './schema';

/** Two members become one (issue 11): `from`'s cards (each its own number and term) are `into`'s. */
export async function mergeVipCards(tx: Db, { from, into }: MemberMerge): Promise<void> {
  await tx.update(vipCards).set({ memberId: into }).where(eq(vipCards.memberId, from));
}
