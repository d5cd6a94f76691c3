import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER } from '../member/api';
import { DEFAULT_RULES } from './rules';
import { walletRules } from './schema';

/** Tenant 1000's rules as page-guide F4 sets them (explicit, so the admin API shows them). */
export async function seedWallet(db: Db, _ctx: SeedContext): Promise<void> {
  await db.insert(walletRules).values({ iid: DEMO_MEMBER.iid, ...DEFAULT_RULES });
}
