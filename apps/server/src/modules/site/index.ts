import { site } from '@tongxin/api-client/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { defineModule, implement } from '../../platform/module';
import { findTenant, tenantsOfHost } from '../../platform/tenants';
import { heldCouponIds } from '../coupon/api';
import { siteConfig } from '../home/api';
import * as tables from './schema';
import { communityAds, shortLinks } from './schema';
import { lookOf } from './look';
import { seedSite } from './seed';

/**
 * Site info per user (spec §3, §7 userId): a claim popup (type 5) offers only the coupons the
 * member does not hold yet, and is left out when they hold them all — a popup that can only
 * answer "already claimed" is noise. Only whether the tenant's public coupons were claimed
 * depends on the (unauthenticated) userId; nothing of the member's own data is sent.
 */
function withoutHeldCoupons(ad: { id: number; type: number; content: string }, held: Set<number>) {
  if (ad.type !== site.POPUP_TYPES.claimCoupons || held.size === 0) return [ad];
  let content: unknown;
  try {
    content = JSON.parse(ad.content);
  } catch {
    return [ad];
  }
  if (typeof content !== 'object' || content === null || !('coupons' in content) || !Array.isArray(content.coupons)) return [ad];
  const open = content.coupons.filter((c: unknown) => !(typeof c === 'object' && c !== null && 'id' in c && held.has(Number(c.id))));
  if (open.length === 0) return [];
  return [{ ...ad, content: JSON.stringify({ ...content, coupons: open }) }];
}

/** The community shell's site calls: the tenant of a host name, its index, short links, per-user site info, the tenant's look. */
export default defineModule({
  name: 'site',
  tables,
  // The coupon pack popup offers the coupon module's coupons as they stand.
  seed: { after: ['coupon'], run: seedSite },
  calls: [
    implement(site.domainByName, async ({ domainName }, { services: s }) => tenantsOfHost(s.db, domainName)),

    implement(site.goIndexByIid, async ({ iid }, { services: s }) => {
      const tenant = await findTenant(s.db, iid);
      if (!tenant) throw refuse(site.goIndexByIid.errors.unknownTenant);
      return { iid: tenant.iid, name: tenant.name, indexPath: `/app/index/${tenant.iid}` };
    }),

    implement(site.shortUrlParse, async ({ url }, { services: s }) => {
      const [row] = await s.db.select({ url: shortLinks.url }).from(shortLinks).where(eq(shortLinks.code, url)).limit(1);
      if (!row) throw refuse(site.shortUrlParse.errors.notFound);
      return { url: row.url };
    }),

    implement(site.look, async ({ iid }, { services: s }) => {
      const tenant = await findTenant(s.db, iid);
      if (!tenant) throw refuse(site.look.errors.unknownTenant);
      return lookOf(s.db, iid);
    }),

    implement(site.aboutMe, async ({ iid, userId }, { services: s }) => {
      const config = await siteConfig(s.db, iid);
      if (!config) throw refuse(site.aboutMe.errors.unknownTenant);
      const ads = await s.db
        .select({ id: communityAds.id, type: communityAds.type, content: communityAds.content })
        .from(communityAds)
        .where(and(eq(communityAds.iid, iid), eq(communityAds.active, true)))
        .orderBy(asc(communityAds.sort), asc(communityAds.id));
      const held = userId === undefined ? new Set<number>() : await heldCouponIds(s.db, iid, userId);
      return { mjs: config.mjs, adsList: ads.flatMap((ad) => withoutHeldCoupons(ad, held)) };
    }),
  ],
});
