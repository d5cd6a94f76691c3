import type { wallet } from '@tongxin/api-client/catalogue';
import type { Db } from '../../db/client';
import { walletNotices } from './schema';

/**
 * Tells the credit's member what happened to it (the distributor's order notices): in the
 * transaction of the ledger change it tells of, so a notice is there exactly when the money moved.
 */
export async function tell(tx: Db, credit: { readonly id: number; readonly iid: number; readonly memberId: number }, kind: wallet.NoticeKind, amountFen: number, at: Date): Promise<void> {
  if (amountFen <= 0) return;
  await tx.insert(walletNotices).values({ iid: credit.iid, memberId: credit.memberId, creditId: credit.id, kind, amountFen, createdAt: at });
}
