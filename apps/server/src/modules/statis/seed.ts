import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { tenantRoles } from './schema';

/** The demo member administers tenant 1000: the statistics open for them. */
export async function seedRoles(db: Db, { now }: SeedContext) {
  const memberId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (memberId !== undefined) await db.insert(tenantRoles).values({ iid: DEMO_MEMBER.iid, memberId, role: 'admin', grantedAt: now });
}
