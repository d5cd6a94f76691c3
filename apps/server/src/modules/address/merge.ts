import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberMerge } from '../../platform/module';
import { memberAddresses } from './schema';

/** Two members become one (a WeChat or app member binds the number of an existing one): `from`'s addresses move; `into`'s default stays the one default. */
export async function mergeAddresses(tx: Db, { from, into }: MemberMerge): Promise<void> {
  const [intoDefault] = await tx
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.memberId, into), eq(memberAddresses.isDefault, true)))
    .limit(1);
  await tx
    .update(memberAddresses)
    .set(intoDefault ? { memberId: into, isDefault: false } : { memberId: into })
    .where(eq(memberAddresses.memberId, from));
}
