import { home } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { findTenant } from '../../platform/tenants';
import {
  communityConfig,
  communityContents,
  communityFeatureTypes,
  communitySections,
  communitySpecials,
  communityTopics,
  pageShowOf,
} from './schema';

async function configOf(db: Db, iid: number) {
  const [row] = await db.select().from(communityConfig).where(eq(communityConfig.iid, iid)).limit(1);
  if (!row) throw refuse(home.mainPage.errors.unknownTenant);
  return row;
}

/** The home page and its landing pages (catalogue home). */
export const homeCalls = [
  implement(home.pageShow, async ({ iid, type }, { services: s }) => {
    const config = await configOf(s.db, iid);
    return { page_show: pageShowOf(config.pageShow, type).map((block) => ({ type: block })) };
  }),

  implement(home.downloadInfo, async ({ iid }, { services: s }) => ({ downInfo: (await configOf(s.db, iid)).downInfo ?? null })),

  implement(home.mainPage, async ({ iid }, { services: s }) => {
    const config = await configOf(s.db, iid);
    const tenant = await findTenant(s.db, iid);
    return { iid, name: tenant?.name ?? '', ...config.main };
  }),

  implement(home.sections, async ({ iid }, { services: s }) =>
    s.db
      .select({
        id: communitySections.id,
        title: communitySections.title,
        style: communitySections.style,
        moreLink: communitySections.moreLink,
        items: communitySections.items,
      })
      .from(communitySections)
      .where(eq(communitySections.iid, iid))
      .orderBy(asc(communitySections.sort), asc(communitySections.id)),
  ),

  implement(home.feed, async ({ iid, pageNo, pageSize, isNew, topic }, { services: s }) => {
    const filters: SQL[] = [eq(communityContents.iid, iid)];
    if (isNew === 1) filters.push(gte(communityContents.publishedAt, new Date(s.now() - 30 * 86_400_000)));
    if (topic !== undefined) filters.push(eq(communityContents.topicId, topic));
    const where = and(...filters);
    const [total] = await s.db.select({ n: count() }).from(communityContents).where(where);
    const rows = await s.db
      .select()
      .from(communityContents)
      .where(where)
      .orderBy(desc(communityContents.publishedAt), desc(communityContents.id))
      .limit(pageSize)
      .offset(pageOffset({ pageNo, pageSize }));
    return {
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
    };
  }),

  implement(home.special, async ({ iid, id }, { services: s }) => {
    const [row] = await s.db
      .select()
      .from(communitySpecials)
      .where(and(eq(communitySpecials.iid, iid), eq(communitySpecials.id, id)))
      .limit(1);
    if (!row) throw refuse(home.special.errors.notFound);
    return { id: row.id, title: row.title, cover: row.cover, intro: row.intro, items: row.items };
  }),

  implement(home.topics, async ({ iid }, { services: s }) => {
    const topics = await s.db.select().from(communityTopics).where(eq(communityTopics.iid, iid)).orderBy(asc(communityTopics.id));
    const counts = await s.db
      .select({ topicId: communityContents.topicId, n: count() })
      .from(communityContents)
      .where(eq(communityContents.iid, iid))
      .groupBy(communityContents.topicId);
    const byTopic = new Map(counts.map((c) => [c.topicId, c.n]));
    return topics.map((t) => ({ id: t.id, title: t.title, image: t.image, intro: t.intro, count: byTopic.get(t.id) ?? 0 }));
  }),

  implement(home.features, async ({ iid }, { services: s }) =>
    s.db
      .select({ id: communityFeatureTypes.id, name: communityFeatureTypes.name, items: communityFeatureTypes.items })
      .from(communityFeatureTypes)
      .where(eq(communityFeatureTypes.iid, iid))
      .orderBy(asc(communityFeatureTypes.sort), asc(communityFeatureTypes.id)),
  ),
];
