import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { memberCollections } from './schema';

/** Two members become one (a WeChat or app member binds the number of an existing one): `from`'s collections move, except what `into` collected too (held once). */
export async function mergeCollections(tx: Db, { from, into }: MemberMerge): Promise<void> {
  const mine = await tx.select().from(memberCollections).where(eq(memberCollections.memberId, into));
  const key = (r: { targetType: string; targetId: number }) => `${r.targetType}:${r.targetId}`;
  const kept = new Set(mine.map(key));
  const theirs = await tx.select().from(memberCollections).where(eq(memberCollections.memberId, from));
  const moving = theirs.filter((r) => !kept.has(key(r))).map((r) => r.id);
  if (moving.length > 0) await tx.update(memberCollections).set({ memberId: into }).where(and(eq(memberCollections.memberId, from), inArray(memberCollections.id, moving)));
}
