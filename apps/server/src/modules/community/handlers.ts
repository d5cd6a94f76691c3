import { coupon, home, info, site } from '@tongxin/api-client';
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { domains, tenants } from '../../db/schema';
import { registerCall, type GatewayRegistry } from '../../http/register-call';
import { ReplyError } from '../../http/reply-error';
import type { ServerModule } from '../types';
import { registerPictures } from './picture';
import {
  pageShowOf,
  communityAds,
  communityConfig,
  communityContents,
  communityFeatureTypes,
  communitySections,
  communitySpecials,
  communityTopics,
  infoPages,
  shortLinks,
  welfareOffers,
} from './schema';

const notFound = (msg: string) => new ReplyError(404, msg);

/**
 * The coupon templates a member of the tenant already holds (the member module's
 * member_coupons, read by name so this module builds without the other's code).
 */
async function heldCoupons(db: Db, iid: number, memberId: number): Promise<Set<number>> {
  const result = await db.execute(sql`select coupon_id from member_coupons where iid = ${iid} and member_id = ${memberId}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return new Set(rows.map((r) => Number(r.coupon_id)));
}

/**
 * Site info per user (spec §3, §7 userId): a claim popup (type 5) offers only the coupons the
 * member does not hold yet, and is left out when they hold them all — a popup that can only
 * answer "already claimed" is noise. Only whether the tenant's public coupons were claimed
 * depends on the (unauthenticated) userId; nothing of the member's own data is sent.
 */
function withoutHeldCoupons(ad: { id: number; type: number; content: string }, held: Set<number>) {
  if (ad.type !== 5 || held.size === 0) return [ad];
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

async function configOf(db: Db, iid: number) {
  const [row] = await db.select().from(communityConfig).where(eq(communityConfig.iid, iid)).limit(1);
  if (!row) throw notFound('机构不存在');
  return row;
}

/** The community shell's and home page's calls (catalogue/community-extra) and the pictures. */
export const communityModule: ServerModule = ({ app, gateway, services }) => registerCommunity(app, gateway, services.db);

export function registerCommunity(app: FastifyInstance, gateway: GatewayRegistry, db: Db) {
  registerPictures(app);

  registerCall(app, gateway, site.domainByName, async ({ domainName }) => {
    const host = domainName.replace(/:\d+$/, '').toLowerCase();
    const rows = await db.select({ iid: domains.iid, host: domains.host }).from(domains).where(eq(domains.host, host));
    return { t: rows };
  });

  registerCall(app, gateway, site.shortUrlParse, async ({ url }) => {
    const [row] = await db.select({ url: shortLinks.url }).from(shortLinks).where(eq(shortLinks.code, url)).limit(1);
    if (!row) throw notFound('短链接不存在或已失效');
    return { t: { url: row.url } };
  });

  registerCall(app, gateway, site.aboutMe, async ({ iid, userId }) => {
    const config = await configOf(db, iid);
    const ads = await db
      .select({ id: communityAds.id, type: communityAds.type, content: communityAds.content })
      .from(communityAds)
      .where(and(eq(communityAds.iid, iid), eq(communityAds.active, true)))
      .orderBy(asc(communityAds.sort), asc(communityAds.id));
    const held = userId === undefined ? new Set<number>() : await heldCoupons(db, iid, userId);
    return { t: { mjs: config.mjs, adsList: ads.flatMap((ad) => withoutHeldCoupons(ad, held)) } };
  });

  registerCall(app, gateway, home.pageShow, async ({ iid, type }) => {
    const config = await configOf(db, iid);
    return { t: { page_show: pageShowOf(config.pageShow, type).map((block) => ({ type: block })) } };
  });

  registerCall(app, gateway, home.downloadInfo, async ({ iid }) => {
    const config = await configOf(db, iid);
    return { t: { downInfo: config.downInfo ?? null } };
  });

  registerCall(app, gateway, home.mainPage, async ({ iid }) => {
    const config = await configOf(db, iid);
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.iid, iid)).limit(1);
    return { t: { iid, name: tenant?.name ?? '', ...config.main } };
  });

  registerCall(app, gateway, home.sections, async ({ iid }) => {
    const rows = await db
      .select({
        id: communitySections.id,
        title: communitySections.title,
        style: communitySections.style,
        moreLink: communitySections.moreLink,
        items: communitySections.items,
      })
      .from(communitySections)
      .where(eq(communitySections.iid, iid))
      .orderBy(asc(communitySections.sort), asc(communitySections.id));
    return { t: rows };
  });

  registerCall(app, gateway, home.feed, async ({ iid, pageNo, pageSize, isNew, topic }) => {
    const filters: SQL[] = [eq(communityContents.iid, iid)];
    if (isNew === 1) filters.push(gte(communityContents.publishedAt, new Date(Date.now() - 30 * 86_400_000)));
    if (topic !== undefined) filters.push(eq(communityContents.topicId, topic));
    const where = and(...filters);
    const [total] = await db.select({ n: count() }).from(communityContents).where(where);
    const rows = await db
      .select()
      .from(communityContents)
      .where(where)
      .orderBy(desc(communityContents.publishedAt), desc(communityContents.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return {
      t: {
        total: total?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          image: r.image,
          link: r.link,
          tag: r.tag,
          publishedAt: r.publishedAt.toISOString(),
        })),
      },
    };
  });

  registerCall(app, gateway, home.special, async ({ iid, id }) => {
    const [row] = await db
      .select()
      .from(communitySpecials)
      .where(and(eq(communitySpecials.iid, iid), eq(communitySpecials.id, id)))
      .limit(1);
    if (!row) throw notFound('专题不存在');
    return { t: { id: row.id, title: row.title, cover: row.cover, intro: row.intro, items: row.items } };
  });

  registerCall(app, gateway, home.topics, async ({ iid }) => {
    const topics = await db.select().from(communityTopics).where(eq(communityTopics.iid, iid)).orderBy(asc(communityTopics.id));
    const counts = await db
      .select({ topicId: communityContents.topicId, n: count() })
      .from(communityContents)
      .where(eq(communityContents.iid, iid))
      .groupBy(communityContents.topicId);
    const byTopic = new Map(counts.map((c) => [c.topicId, c.n]));
    return {
      t: topics.map((t) => ({ id: t.id, title: t.title, image: t.image, intro: t.intro, count: byTopic.get(t.id) ?? 0 })),
    };
  });

  registerCall(app, gateway, home.features, async ({ iid }) => {
    const rows = await db
      .select({ id: communityFeatureTypes.id, name: communityFeatureTypes.name, items: communityFeatureTypes.items })
      .from(communityFeatureTypes)
      .where(eq(communityFeatureTypes.iid, iid))
      .orderBy(asc(communityFeatureTypes.sort), asc(communityFeatureTypes.id));
    return { t: rows };
  });

  // The coupon templates belong to the member module (its coupon_templates table, where claims
  // land); read by name so this module builds without importing the other's code.
  registerCall(app, gateway, coupon.open, async ({ iid }) => {
    const result = await db.execute(
      sql`select id, name, discount_type, minus_price, full_price, end_time from coupon_templates
          where iid = ${iid} and end_time > now() order by end_time, id`,
    );
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    return {
      t: rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        discountType: Number(r.discount_type),
        minusPrice: Number(r.minus_price),
        fullPrice: Number(r.full_price),
        endTime: new Date(String(r.end_time instanceof Date ? r.end_time.toISOString() : r.end_time)).toISOString(),
      })),
    };
  });

  registerCall(app, gateway, info.page, async ({ iid, name }) => {
    const [row] = await db
      .select()
      .from(infoPages)
      .where(and(eq(infoPages.iid, iid), eq(infoPages.name, name)))
      .limit(1);
    if (!row) throw notFound('页面不存在');
    return { t: { title: row.title, updatedAt: row.updatedAt.toISOString(), sections: row.sections } };
  });

  registerCall(app, gateway, info.vipWelfare, async ({ iid }) => {
    const config = await configOf(db, iid);
    const offers = await db
      .select({ id: welfareOffers.id, title: welfareOffers.title, description: welfareOffers.description, image: welfareOffers.image })
      .from(welfareOffers)
      .where(eq(welfareOffers.iid, iid))
      .orderBy(asc(welfareOffers.sort), asc(welfareOffers.id));
    return { t: { cardTitle: config.welfareTitle, intro: config.welfareIntro, offers } };
  });
}
