import { content } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import type { Services } from '../../services';
import { collectItem, isCollected, uncollectItem } from '../collection/api';
import { requireMember, type Member } from '../member/api';
import { checkedComment, findItem, hasBought, itemLink, optionalMember, type ItemRow } from './access';
import { signedBase } from './media';
import { contentComments, contentItems, contentLikes, contentMates, contentParts, contentProgress } from './schema';

type PartRow = typeof contentParts.$inferSelect;

/** Part counts and the first part's duration of these items. */
async function partStats(db: Db, ids: number[]): Promise<Map<number, { parts: number; duration: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ itemId: contentParts.itemId, parts: count(), duration: sql<number>`min(${contentParts.duration}) filter (where ${contentParts.seq} = 1)` })
    .from(contentParts)
    .where(inArray(contentParts.itemId, ids))
    .groupBy(contentParts.itemId);
  return new Map(rows.map((r) => [r.itemId, { parts: Number(r.parts), duration: Number(r.duration ?? 0) }]));
}

function card(row: ItemRow, stats: { parts: number; duration: number } | undefined) {
  return {
    id: row.id,
    moduleType: row.moduleType as content.ModuleType,
    tag: row.tag,
    title: row.title,
    summary: row.summary,
    images: row.images,
    author: row.author,
    authorAvatar: row.authorAvatar,
    source: row.source,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    price: row.price,
    duration: stats?.duration ?? 0,
    parts: stats?.parts ?? 0,
    publishedAt: row.publishedAt.toISOString(),
    link: itemLink(row),
  };
}

async function cards(db: Db, rows: ItemRow[]) {
  const stats = await partStats(
    db,
    rows.map((r) => r.id),
  );
  const mateIds = rows.filter((r) => r.moduleType === 'mate').map((r) => r.id);
  const mates = mateIds.length ? await db.select().from(contentMates).where(inArray(contentMates.itemId, mateIds)) : [];
  const people = new Map(mates.map((m) => [m.itemId, { wanted: m.wanted, joined: m.joined }]));
  return rows.map((r) => {
    const companions = people.get(r.id);
    return companions ? { ...card(r, stats.get(r.id)), companions } : card(r, stats.get(r.id));
  });
}

/** Whether a part opens for the caller: free, of a free item, or of a bought one. */
const partOpen = (item: ItemRow, part: Pick<PartRow, 'free'>, bought: boolean) => item.price === 0 || part.free || bought;

async function positions(db: Db, memberId: number | undefined, partIds: number[]): Promise<Map<number, number>> {
  if (memberId === undefined || partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: contentProgress.partId, position: contentProgress.position })
    .from(contentProgress)
    .where(and(eq(contentProgress.memberId, memberId), inArray(contentProgress.partId, partIds)));
  return new Map(rows.map((r) => [r.partId, r.position]));
}

/** A part the caller may open, with its item; `locked` otherwise. */
async function openPart(s: Services, iid: number, partId: number, me: Member | undefined) {
  const [row] = await s.db.select().from(contentParts).where(eq(contentParts.id, partId)).limit(1);
  if (!row) throw refuse(content.part.errors.notFound);
  const item = await findItem(s.db, iid, row.itemId, me);
  if (!partOpen(item, row, await hasBought(s.db, me?.id, 'item', item.id))) throw refuse(content.part.errors.locked);
  return { part: row, item };
}

function mediaOf(s: Services, part: PartRow) {
  if (part.kind === 'text') return { mediaUrl: '', hlsUrl: '' };
  const base = signedBase(s, `p${part.id}`);
  return { mediaUrl: base + part.media, hlsUrl: part.hls ? base + part.hls : '' };
}

const published = (iid: number): SQL => and(eq(contentItems.iid, iid), eq(contentItems.draft, false))!;

/** Reading, commenting, liking, collecting and resuming content. */
export const itemCalls = [
  implement(content.list, async ({ iid, moduleType, tag, source, isNew, ...page }, { services: s }) => {
    const where = and(
      published(iid),
      moduleType ? eq(contentItems.moduleType, moduleType) : undefined,
      tag ? eq(contentItems.tag, tag) : undefined,
      source ? eq(contentItems.source, source) : undefined,
    );
    const order = isNew === false ? [desc(contentItems.views), desc(contentItems.id)] : [desc(contentItems.publishedAt), desc(contentItems.id)];
    const rows = await s.db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(contentItems).where(where);
    return { list: await cards(s.db, rows), total: total?.n ?? 0 };
  }),

  implement(content.tags, async ({ iid, moduleType }, { services: s }) => {
    const rows = await s.db
      .select({ tag: contentItems.tag, count: count() })
      .from(contentItems)
      .where(and(published(iid), eq(contentItems.moduleType, moduleType), ne(contentItems.tag, '')))
      .groupBy(contentItems.tag)
      .orderBy(desc(count()), asc(contentItems.tag));
    return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
  }),

  implement(content.detail, async ({ iid, id, token }, { services: s }) => {
    const me = await optionalMember(s, iid, token);
    const item = await findItem(s.db, iid, id, me);
    const bought = item.price === 0 || (await hasBought(s.db, me?.id, 'item', item.id));
    const parts = await s.db.select().from(contentParts).where(eq(contentParts.itemId, item.id)).orderBy(asc(contentParts.seq));
    const at = await positions(
      s.db,
      me?.id,
      parts.map((p) => p.id),
    );
    const [liked] = me ? await s.db.select({ n: count() }).from(contentLikes).where(and(eq(contentLikes.itemId, item.id), eq(contentLikes.memberId, me.id))) : [];
    const relatedRows = await s.db
      .select()
      .from(contentItems)
      .where(and(published(iid), eq(contentItems.moduleType, item.moduleType), ne(contentItems.id, item.id), item.tag ? eq(contentItems.tag, item.tag) : undefined))
      .orderBy(desc(contentItems.publishedAt))
      .limit(4);
    return {
      ...card(item, { parts: parts.length, duration: parts[0]?.duration ?? 0 }),
      body: bought ? item.body : '',
      intro: item.intro,
      draft: item.draft,
      bought,
      liked: (liked?.n ?? 0) > 0,
      collected: me ? await isCollected(s.db, me.id, item.moduleType, item.id) : false,
      partList: parts.map((p) => ({
        id: p.id,
        seq: p.seq,
        title: p.title,
        kind: p.kind as content.PartKind,
        duration: p.duration,
        free: p.free,
        open: partOpen(item, p, bought),
        position: at.get(p.id) ?? 0,
      })),
      related: await cards(s.db, relatedRows),
    };
  }),

  implement(content.part, async ({ iid, id, token }, { services: s }) => {
    const me = await optionalMember(s, iid, token);
    const { part } = await openPart(s, iid, id, me);
    const siblings = await s.db.select({ id: contentParts.id, seq: contentParts.seq }).from(contentParts).where(eq(contentParts.itemId, part.itemId)).orderBy(asc(contentParts.seq));
    const index = siblings.findIndex((p) => p.id === part.id);
    const at = await positions(s.db, me?.id, [part.id]);
    return {
      id: part.id,
      itemId: part.itemId,
      seq: part.seq,
      title: part.title,
      kind: part.kind as content.PartKind,
      duration: part.duration,
      body: part.body,
      ...mediaOf(s, part),
      position: at.get(part.id) ?? 0,
      prevId: siblings[index - 1]?.id ?? null,
      nextId: siblings[index + 1]?.id ?? null,
    };
  }),

  implement(content.stat, async ({ iid, type, p }, { services: s }) => {
    if ((content.MODULE_TYPES as readonly string[]).includes(type)) {
      await s.db
        .update(contentItems)
        .set({ views: sql`${contentItems.views} + 1` })
        .where(and(eq(contentItems.id, p), eq(contentItems.iid, iid), eq(contentItems.moduleType, type)));
    }
    return true;
  }),

  implement(content.comments, async ({ iid, id, token, ...page }, { services: s }) => {
    const me = await optionalMember(s, iid, token);
    await findItem(s.db, iid, id, me);
    const rows = await s.db
      .select()
      .from(contentComments)
      .where(eq(contentComments.itemId, id))
      .orderBy(desc(contentComments.createdAt), desc(contentComments.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(contentComments).where(eq(contentComments.itemId, id));
    return { list: rows.map((r) => commentRow(r, me)), total: total?.n ?? 0 };
  }),

  implement(content.comment, async ({ iid, token, id, content: text }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const item = await findItem(s.db, iid, id, me);
    const checked = checkedComment(text);
    const row = await s.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contentComments)
        .values({ itemId: item.id, memberId: me.id, author: me.nickName, avatar: me.headImg, content: checked, createdAt: new Date(s.now()) })
        .returning();
      await tx
        .update(contentItems)
        .set({ comments: sql`${contentItems.comments} + 1` })
        .where(eq(contentItems.id, item.id));
      return inserted;
    });
    if (!row) throw new Error('comment row missing after insert');
    return commentRow(row, me);
  }),

  implement(content.like, async ({ iid, token, id, like }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const item = await findItem(s.db, iid, id, me);
    return s.db.transaction(async (tx) => {
      const changed = like
        ? await tx.insert(contentLikes).values({ itemId: item.id, memberId: me.id }).onConflictDoNothing().returning({ id: contentLikes.itemId })
        : await tx
            .delete(contentLikes)
            .where(and(eq(contentLikes.itemId, item.id), eq(contentLikes.memberId, me.id)))
            .returning({ id: contentLikes.itemId });
      const delta = changed.length === 0 ? 0 : like ? 1 : -1;
      const [row] = await tx
        .update(contentItems)
        .set({ likes: sql`greatest(${contentItems.likes} + ${delta}, 0)` })
        .where(eq(contentItems.id, item.id))
        .returning({ likes: contentItems.likes });
      return { liked: like, likes: row?.likes ?? 0 };
    });
  }),

  implement(content.collect, async ({ iid, token, id, collect }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const item = await findItem(s.db, iid, id, me);
    if (collect) {
      await collectItem(s.db, { iid, memberId: me.id, targetType: item.moduleType, targetId: item.id, title: item.title, image: item.images[0] ?? '', link: itemLink(item) });
    } else {
      await uncollectItem(s.db, me.id, item.moduleType, item.id);
    }
    return { collected: collect };
  }),

  implement(content.progress, async ({ iid, token, id, position }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const { part } = await openPart(s, iid, id, me);
    const now = new Date(s.now());
    await s.db
      .insert(contentProgress)
      .values({ partId: part.id, memberId: me.id, position, updatedAt: now })
      .onConflictDoUpdate({ target: [contentProgress.partId, contentProgress.memberId], set: { position, updatedAt: now } });
    return true;
  }),
];

function commentRow(r: typeof contentComments.$inferSelect, me: Member | undefined) {
  return { id: r.id, author: r.author, avatar: r.avatar, content: r.content, createdAt: r.createdAt.toISOString(), mine: me !== undefined && r.memberId === me.id };
}
