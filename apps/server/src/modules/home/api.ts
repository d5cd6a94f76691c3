import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityConfig } from './schema';

/**
 * The parts of a tenant's site config other modules show (the site script of the shell, the
 * privilege card's title and introduction), or undefined when the tenant has no community site.
 */
export async function siteConfig(db: Db, iid: number): Promise<{ mjs: string; welfareTitle: string; welfareIntro: string } | undefined> {
  const [row] = await db
    .select({ mjs: communityConfig.mjs, welfareTitle: communityConfig.welfareTitle, welfareIntro: communityConfig.welfareIntro })
    .from(communityConfig)
    .where(eq(communityConfig.iid, iid))
    .limit(1);
  return row;
}
