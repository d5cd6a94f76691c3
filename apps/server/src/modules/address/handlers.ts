import { address } from '@tongxin/api-client/catalogue';
import { INPUT_MESSAGES, isMobile } from '@tongxin/validators';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { requireMember } from '../member/api';
import { memberAddresses } from './schema';

type AddressInput = Omit<z.output<typeof address.add.params>, 'iid' | 'token'>;

function checkAddress(input: AddressInput) {
  const { invalid } = address.add.errors;
  if (!isMobile(input.mobile)) throw refuse(invalid, INPUT_MESSAGES.mobile);
  if (input.postCode !== '' && !/^\d{6}$/.test(input.postCode)) throw refuse(invalid, '邮政编码格式不对哦~');
  if (input.name.trim() === '' || input.address.trim() === '') throw refuse(invalid, INPUT_MESSAGES.required);
}

function addressRow(row: typeof memberAddresses.$inferSelect) {
  return {
    id: row.id,
    iid: row.iid,
    rid: row.memberId,
    name: row.name,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    district: row.district,
    areaCode: row.areaCode,
    address: row.address,
    postCode: row.postCode,
    isDefault: row.isDefault,
  };
}

/** The member's delivery addresses: one default at most, 30 at most. */
export const addressCalls = [
  implement(address.list, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const rows = await s.db
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.memberId, me.id), eq(memberAddresses.iid, iid)))
      .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.id));
    return rows.map(addressRow);
  }),

  implement(address.add, async ({ iid, token, ...input }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    checkAddress(input);
    return s.db.transaction(async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(memberAddresses).where(eq(memberAddresses.memberId, me.id));
      if ((existing?.n ?? 0) >= address.MAX_ADDRESSES) throw refuse(address.add.errors.tooMany);
      const isDefault = input.isDefault || (existing?.n ?? 0) === 0;
      if (isDefault) await tx.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, me.id));
      const [row] = await tx
        .insert(memberAddresses)
        .values({ ...input, name: input.name.trim(), address: input.address.trim(), iid, memberId: me.id, isDefault })
        .returning();
      if (!row) throw new Error('address row missing after insert');
      return addressRow(row);
    });
  }),

  implement(address.update, async ({ iid, token, id, ...input }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    checkAddress(input);
    return s.db.transaction(async (tx) => {
      const mine = and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, me.id), eq(memberAddresses.iid, iid));
      const [current] = await tx.select().from(memberAddresses).where(mine);
      if (!current) throw refuse(address.update.errors.notFound);
      // The default stays somewhere: unticking the only default keeps it.
      const isDefault = input.isDefault || current.isDefault;
      if (isDefault && !current.isDefault) {
        await tx.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, me.id));
      }
      const [row] = await tx
        .update(memberAddresses)
        .set({ ...input, name: input.name.trim(), address: input.address.trim(), isDefault })
        .where(mine)
        .returning();
      if (!row) throw refuse(address.update.errors.notFound);
      return addressRow(row);
    });
  }),

  implement(address.remove, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return s.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(memberAddresses)
        .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, me.id), eq(memberAddresses.iid, iid)))
        .returning();
      if (!removed) throw refuse(address.remove.errors.notFound);
      if (removed.isDefault) {
        const [next] = await tx
          .select({ id: memberAddresses.id })
          .from(memberAddresses)
          .where(eq(memberAddresses.memberId, me.id))
          .orderBy(desc(memberAddresses.id))
          .limit(1);
        if (next) await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, next.id));
      }
      return true;
    });
  }),
];
