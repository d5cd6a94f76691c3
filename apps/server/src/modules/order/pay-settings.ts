import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPaySettings } from './schema';

/** A tenant's payment settings as the kernel reads them. */
export interface PaySettings {
  /** Pays through the new-pay (aggregator) route: order.checkPartner. */
  readonly newPay: boolean;
  /** How long an unpaid order holds what it took; null: the server's ORDER_HOLD_SECONDS. */
  readonly holdSeconds: number | null;
}

/** The tenant's payment settings (the defaults when the organisation set none). */
export async function paySettingsOf(db: Db, iid: number): Promise<PaySettings> {
  const [row] = await db.select().from(orderPaySettings).where(eq(orderPaySettings.iid, iid));
  return { newPay: row?.newPay ?? false, holdSeconds: row?.holdSeconds ?? null };
}

/** Changes the settings named in `change` (the others stay), creating the tenant's row on first use. */
export async function setPaySettings(
  db: Db,
  iid: number,
  change: Partial<PaySettings>,
): Promise<PaySettings> {
  if (change.newPay === undefined && change.holdSeconds === undefined)
    return paySettingsOf(db, iid);
  const [row] = await db
    .insert(orderPaySettings)
    .values({ iid, newPay: change.newPay ?? false, holdSeconds: change.holdSeconds ?? null })
    .onConflictDoUpdate({ target: orderPaySettings.iid, set: change })
    .returning();
  if (!row) throw new Error('pay settings row missing after upsert');
  return { newPay: row.newPay, holdSeconds: row.holdSeconds };
}
