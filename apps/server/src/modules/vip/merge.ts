import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { vipCards } from './schema';

/** Two members become one (a WeChat or app member binds the number of an existing one): `from`'s cards (each its own number and term) are `into`'s. */
export async function mergeVipCards(tx: Db, { from, into }: MemberMerge): Promise<void> {
  await tx.update(vipCards).set({ memberId: into }).where(eq(vipCards.memberId, from));
}
