import { collection } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { defineModule, implement, type SeedContext } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { demoImage } from '../../platform/demo-image';
import { DEMO_MEMBER, memberIdByMobile, requireMember } from '../member/api';
import * as tables from './schema';
import { memberCollections } from './schema';
import { mergeCollections } from './merge';

const DAY = 86_400_000;

/** The demo member's three collections. */
async function seedCollections(db: Db, { now }: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  const memberId = await memberIdByMobile(db, iid, DEMO_MEMBER.mobile);
  if (memberId === undefined) throw new Error('the member seed comes first: no demo member');
  const image = (name: string) => demoImage(name, '同心');
  await db.insert(memberCollections).values([
    { iid, memberId, targetType: 'act', targetId: 501, title: '城市公园植树志愿活动', image: image('act-tree'), link: `/app/act/${iid}/detail/501`, createdAt: new Date(now.getTime() - 1 * DAY) },
    { iid, memberId, targetType: 'goods', targetId: 2, title: '志愿者纪念帆布包', image: image('goods-bag'), link: `/app/store/${iid}/detail/2`, createdAt: new Date(now.getTime() - 4 * DAY) },
    { iid, memberId, targetType: 'news', targetId: 77, title: '社区服务月活动回顾', image: image('news-77'), link: `/app/news/${iid}/detail/77`, createdAt: new Date(now.getTime() - 9 * DAY) },
  ]);
}

/** What the member collected (favourited), newest first. */
export default defineModule({
  name: 'collection',
  tables,
  seed: { after: ['member'], run: seedCollections },
  mergeMember: mergeCollections,
  calls: [
    implement(collection.list, async ({ iid, token, pageNumber, pageSize }, { services: s }) => {
      const me = await requireMember(s.db, iid, token, new Date(s.now()));
      const where = and(eq(memberCollections.memberId, me.id), eq(memberCollections.iid, iid));
      const rows = await s.db
        .select()
        .from(memberCollections)
        .where(where)
        .orderBy(desc(memberCollections.createdAt), desc(memberCollections.id))
        .limit(pageSize)
        .offset(pageOffset({ pageNumber, pageSize }));
      const [total] = await s.db.select({ n: count() }).from(memberCollections).where(where);
      return {
        list: rows.map((r) => ({
          id: r.id,
          targetType: r.targetType,
          targetId: r.targetId,
          title: r.title,
          image: r.image,
          link: r.link,
          createdAt: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    }),
  ],
});
