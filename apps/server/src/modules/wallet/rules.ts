import type { wallet } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletRules } from './schema';

type WalletRules = wallet.WalletRules;

/** page-guide F4: minimum ¥1.00, no fee, a reviewer approves; commission settles 7 days after payment. */
export const DEFAULT_RULES: WalletRules = Object.freeze({
  minWithdrawFen: 100,
  maxWithdrawFen: 2_000_000,
  feeBp: 0,
  reviewRequired: true,
  settleSeconds: 7 * 86_400,
});

/** The tenant's rules, or the defaults. */
export async function rulesOf(db: Db, iid: number): Promise<WalletRules> {
  const [row] = await db.select().from(walletRules).where(eq(walletRules.iid, iid));
  if (!row) return DEFAULT_RULES;
  const { iid: _iid, ...rules } = row;
  return rules;
}

/** Sets some of the tenant's rules (the reviewers' admin API), the rest kept. */
export async function setRules(db: Db, iid: number, change: Partial<WalletRules>): Promise<WalletRules> {
  const next = { ...(await rulesOf(db, iid)), ...change };
  await db.insert(walletRules).values({ iid, ...next }).onConflictDoUpdate({ target: walletRules.iid, set: next });
  return next;
}

