import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberAddresses } from './schema';

/** A member's delivery address as an order keeps it. */
export interface DeliveryAddress {
  readonly name: string;
  readonly mobile: string;
  /** Province, city, district and street as one line. */
  readonly line: string;
}

/** The member's own address of this id (the order kernel's delivery), else undefined (another's or unknown). */
export async function deliveryAddress(db: Db, who: { iid: number; memberId: number }, id: number): Promise<DeliveryAddress | undefined> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.iid, who.iid), eq(memberAddresses.memberId, who.memberId)));
  if (!row) return undefined;
  return { name: row.name, mobile: row.mobile, line: [row.province, row.city, row.district, row.address].filter((p) => p && p !== '--').join(' ') };
}
