import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import type { MemberMerge } from '../../platform/module';
import { STATUS } from './roles';
import { distFans, distOrders, distRoles } from './schema';

const mergeRows = mergeMemberRows({ distFans, distOrders });

/**
 * Two members become one (a WeChat or app member binds the number of an existing one): their fan binding (`into`'s wins) and orders move. A member
 * holds one role: `from`'s moves when `into` has none; when both have one, the active one stays
 * (`into`'s when both or neither are) and the other's children move under it.
 */
export async function mergeDistribution(tx: Db, merge: MemberMerge): Promise<void> {
  await mergeRows(tx, merge);
  const [from] = await tx.select().from(distRoles).where(eq(distRoles.memberId, merge.from)).for('update');
  if (!from) return;
  const [into] = await tx.select().from(distRoles).where(eq(distRoles.memberId, merge.into)).for('update');
  if (!into) {
    await tx.update(distRoles).set({ memberId: merge.into }).where(eq(distRoles.id, from.id));
    return;
  }
  const keepFrom = from.status === STATUS.active && into.status !== STATUS.active;
  const [keep, drop] = keepFrom ? [from, into] : [into, from];
  await tx.update(distRoles).set({ parentId: keep.id }).where(eq(distRoles.parentId, drop.id));
  await tx.update(distFans).set({ roleId: keep.id }).where(eq(distFans.roleId, drop.id));
  await tx.update(distOrders).set({ roleId: keep.id }).where(eq(distOrders.roleId, drop.id));
  await tx.update(distOrders).set({ parentRoleId: keep.id }).where(eq(distOrders.parentRoleId, drop.id));
  await tx.delete(distRoles).where(eq(distRoles.id, drop.id));
  if (keepFrom) await tx.update(distRoles).set({ memberId: merge.into, parentId: keep.parentId === keep.id ? null : keep.parentId }).where(eq(distRoles.id, keep.id));
}
