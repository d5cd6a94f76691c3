import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import type { MemberMerge } from '../../platform/module';
import { shopsCardCollects, shopsCards, shopsCardVisits, shopsShops } from './schema';

const mergeCards = mergeMemberRows({ shopsCards, shopsCardVisits, shopsCardCollects });
const OPEN = [0, 1, 2, 4];

/**
 * Two members become one (a WeChat or app member binds the number of an existing one): cards, visits and the card list by the platform's rule (into's
 * card wins); every shop moves, but of two open applications into's is kept (the unique open one).
 */
export async function mergeShops(tx: Db, merge: MemberMerge): Promise<void> {
  await mergeCards(tx, merge);
  const { from, into } = merge;
  await tx.delete(shopsShops).where(
    and(eq(shopsShops.memberId, from), inArray(shopsShops.status, OPEN), sql`exists (select 1 from shops_shops b where b.member_id = ${into} and b.status in (0, 1, 2, 4))`),
  );
  await tx.update(shopsShops).set({ memberId: into }).where(eq(shopsShops.memberId, from));
}
