import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mergeMemberRows } from '../../platform/merge-member-rows';
import type { MemberMerge } from '../../platform/module';
import * as tables from './schema';
import { inviteBindings, inviteCodes } from './schema';

const ownRows = mergeMemberRows(tables);

/**
 * Two members become one: their codes, bindings and gifts move (the binding `into` has wins), and
 * so do the members `from` invited and the code `from` used. A binding of the member to themself
 * (one invited the other) is dropped.
 */
export async function mergeInvites(tx: Db, merge: MemberMerge): Promise<void> {
  await ownRows(tx, merge);
  await tx.update(inviteBindings).set({ parentId: merge.into }).where(eq(inviteBindings.parentId, merge.from));
  await tx.delete(inviteBindings).where(eq(inviteBindings.parentId, inviteBindings.memberId));
  await tx.update(inviteCodes).set({ usedBy: merge.into }).where(eq(inviteCodes.usedBy, merge.from));
}
