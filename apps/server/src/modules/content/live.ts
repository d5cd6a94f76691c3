import { content, shapes } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import type { Services } from '../../services';
import { mayAct } from '../staff/api';
import { requireMember, type Member } from '../member/api';
import { checkedComment, hasBought, optionalMember } from './access';
import { eventsUrl, signedBase, verifySigned } from './media';
import { liveMessages, liveReminders, liveRooms } from './schema';

type RoomRow = typeof liveRooms.$inferSelect;
type MessageRow = typeof liveMessages.$inferSelect;

/*
 * Live rooms: their state from the clock, the stream only for whoever may watch, and the room's
 * messages in real time: each instance keeps its listeners (server-sent events) per room and
 * publishes what it stores on the app's room bus (services.roomBus): in-process, or Redis
 * pub/sub with REDIS_URL so that several instances share every room's messages.
 */

const watchers = new Map<number, number>();

/** Seconds between a member's comments in a room. */
const COMMENT_GAP_MS = 1000;

export function liveStatus(room: Pick<RoomRow, 'startAt' | 'endAt'>, now: number): content.LiveStatus {
  if (now < room.startAt.getTime()) return content.LIVE_STATUS.upcoming;
  return now < room.endAt.getTime() ? content.LIVE_STATUS.live : content.LIVE_STATUS.ended;
}

export const messageRow = (m: MessageRow): content.LiveMessage => ({
  id: m.id,
  kind: m.kind as content.LiveMessage['kind'],
  author: m.author,
  content: m.content,
  amountFen: m.amountFen,
  createdAt: m.createdAt.toISOString(),
});

/** Stores a room's message and tells everyone in the room. */
export async function postMessage(s: Pick<Services, 'db' | 'roomBus'>, message: typeof liveMessages.$inferInsert): Promise<content.LiveMessage> {
  const [row] = await s.db.insert(liveMessages).values(message).returning();
  if (!row) throw new Error('message row missing after insert');
  const out = messageRow(row);
  s.roomBus.publish(row.roomId, { event: 'message', data: out });
  return out;
}

async function roomOf(db: Db, iid: number, id: number): Promise<RoomRow> {
  const [room] = await db
    .select()
    .from(liveRooms)
    .where(and(eq(liveRooms.id, id), eq(liveRooms.iid, iid)))
    .limit(1);
  if (!room) throw refuse(content.liveRoom.errors.notFound);
  return room;
}

async function roomView(s: Services, room: RoomRow, me: Member | undefined): Promise<content.LiveRoom> {
  const status = liveStatus(room, s.now());
  const bought = room.price === 0 || (await hasBought(s.db, me?.id, 'live', room.id));
  // The host's own room is open to them without buying it.
  const open = bought || isHost(room, me);
  const playable = open && status !== content.LIVE_STATUS.upcoming;
  const [reminders] = await s.db.select({ n: count() }).from(liveReminders).where(eq(liveReminders.roomId, room.id));
  const [mine] = me ? await s.db.select({ id: liveReminders.id }).from(liveReminders).where(and(eq(liveReminders.roomId, room.id), eq(liveReminders.memberId, me.id))).limit(1) : [];
  return {
    id: room.id,
    title: room.title,
    host: room.host,
    cover: room.cover,
    intro: room.intro,
    status,
    startAt: room.startAt.toISOString(),
    endAt: room.endAt.toISOString(),
    price: room.price,
    online: status === content.LIVE_STATUS.live ? (watchers.get(room.id) ?? 0) + 1 : 0,
    muted: room.muted,
    tipsFen: room.tipsFen,
    bought,
    streamUrl: playable ? signedBase(s, `l${room.id}`) + (status === content.LIVE_STATUS.live && room.looping ? 'live.m3u8' : 'index.m3u8') : '',
    eventsUrl: open ? eventsUrl(s, room) : '',
    reminded: mine !== undefined,
    reminders: reminders?.n ?? 0,
    isHost: isHost(room, me),
  };
}

/** A paid room's messages are for whoever bought it (and its host): else `locked`. */
async function openRoom(s: Services, room: RoomRow, me: Member | undefined): Promise<void> {
  if (room.price === 0 || isHost(room, me) || (await hasBought(s.db, me?.id, 'live', room.id))) return;
  throw refuse(content.CONTENT_ERRORS.locked);
}

/** Whether the member is the room's host (the tenant's member with the room's host number). */
const isHost = (room: Pick<RoomRow, 'hostMobile'>, me: Member | undefined) => me !== undefined && room.hostMobile !== '' && me.mobile === room.hostMobile;

/** Mutes or unmutes a room and tells everyone in it at once; undefined when no such room. */
async function setMuted(s: Services, where: SQL | undefined, muted: boolean): Promise<{ id: number; muted: boolean } | undefined> {
  const [room] = await s.db.update(liveRooms).set({ muted }).where(where).returning({ id: liveRooms.id, muted: liveRooms.muted });
  if (room) s.roomBus.publish(room.id, { event: 'mute', data: { muted: room.muted } });
  return room;
}

/** The room's start, for the looping playlist (undefined when no such room). */
export async function roomStart(db: Db, id: number): Promise<Date | undefined> {
  const [room] = await db.select({ startAt: liveRooms.startAt }).from(liveRooms).where(eq(liveRooms.id, id)).limit(1);
  return room?.startAt;
}

export const liveCalls = [
  implement(content.liveList, async ({ iid, status, token, ...page }, { services: s }) => {
    const me = await optionalMember(s, iid, token);
    const now = new Date(s.now());
    const { upcoming, live } = content.LIVE_STATUS;
    const where: SQL | undefined =
      status === upcoming
        ? and(eq(liveRooms.iid, iid), gt(liveRooms.startAt, now))
        : status === live
          ? and(eq(liveRooms.iid, iid), lte(liveRooms.startAt, now), gt(liveRooms.endAt, now))
          : and(eq(liveRooms.iid, iid), lte(liveRooms.endAt, now));
    const order = status === upcoming ? [asc(liveRooms.startAt), asc(liveRooms.id)] : [desc(liveRooms.startAt), desc(liveRooms.id)];
    const rows = await s.db
      .select()
      .from(liveRooms)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(liveRooms).where(where);
    return { list: await Promise.all(rows.map((r) => roomView(s, r, me))), total: total?.n ?? 0 };
  }),

  implement(content.liveRoom, async ({ iid, id, token }, { services: s }) => {
    const me = await optionalMember(s, iid, token);
    return roomView(s, await roomOf(s.db, iid, id), me);
  }),

  implement(content.liveMessages, async ({ iid, id, after, token }, { services: s }) => {
    const room = await roomOf(s.db, iid, id);
    await openRoom(s, room, await optionalMember(s, iid, token));
    if (after > 0) {
      const rows = await s.db
        .select()
        .from(liveMessages)
        .where(and(eq(liveMessages.roomId, id), gt(liveMessages.id, after)))
        .orderBy(asc(liveMessages.id))
        .limit(200);
      return rows.map(messageRow);
    }
    const rows = await s.db.select().from(liveMessages).where(eq(liveMessages.roomId, id)).orderBy(desc(liveMessages.id)).limit(50);
    return rows.reverse().map(messageRow);
  }),

  implement(content.liveMute, async ({ iid, token, id, muted }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const room = await roomOf(s.db, iid, id);
    if (!isHost(room, me)) throw refuse(content.liveMute.errors.notHost);
    const done = await setMuted(s, eq(liveRooms.id, room.id), muted);
    return { muted: done?.muted ?? muted };
  }),

  implement(content.liveRemind, async ({ iid, token, id, remind }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const room = await roomOf(s.db, iid, id);
    if (remind) {
      // Only before it starts: once on air there is nothing to be reminded of.
      if (liveStatus(room, s.now()) !== content.LIVE_STATUS.upcoming) throw refuse(content.liveRemind.errors.started);
      await s.db.insert(liveReminders).values({ roomId: room.id, memberId: me.id, createdAt: new Date(s.now()) }).onConflictDoNothing();
    } else {
      await s.db.delete(liveReminders).where(and(eq(liveReminders.roomId, room.id), eq(liveReminders.memberId, me.id)));
    }
    return roomView(s, room, me);
  }),

  implement(content.liveReminders, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const now = new Date(s.now());
    const rows = await s.db
      .select({ room: liveRooms })
      .from(liveReminders)
      .innerJoin(liveRooms, eq(liveRooms.id, liveReminders.roomId))
      .where(and(eq(liveReminders.memberId, me.id), eq(liveRooms.iid, iid), isNull(liveReminders.seenAt), lte(liveRooms.startAt, now), gt(liveRooms.endAt, now)))
      .orderBy(desc(liveRooms.startAt), desc(liveRooms.id))
      .limit(10);
    return Promise.all(rows.map(({ room }) => roomView(s, room, me)));
  }),

  implement(content.liveRemindSeen, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const room = await roomOf(s.db, iid, id);
    // Opening the room before it starts keeps the reminder for when it does.
    if (liveStatus(room, s.now()) === content.LIVE_STATUS.upcoming) return false;
    const seen = await s.db
      .update(liveReminders)
      .set({ seenAt: new Date(s.now()) })
      .where(and(eq(liveReminders.roomId, id), eq(liveReminders.memberId, me.id), isNull(liveReminders.seenAt)))
      .returning({ id: liveReminders.id });
    return seen.length > 0;
  }),

  implement(content.liveComment, async ({ iid, token, id, content: text }, { services: s }) => {
    const errors = content.liveComment.errors;
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const room = await roomOf(s.db, iid, id);
    await openRoom(s, room, me);
    if (room.muted && !isHost(room, me)) throw refuse(errors.muted);
    const checked = checkedComment(text);
    if (!s.limiter.hit(`live-comment:${me.id}`, 1, COMMENT_GAP_MS)) throw refuse(errors.tooFast);
    return postMessage(s, { roomId: room.id, memberId: me.id, kind: 'comment', author: me.nickName, content: checked, createdAt: new Date(s.now()) });
  }),
];

const eventsParams = z.object({ id: shapes.idParam });
const eventsQuery = z.object({ iid: shapes.idParam, exp: z.coerce.number().int().optional(), sig: z.string().max(64).optional() });
const muteBody = z.object({ muted: z.boolean() });

/**
 * GET /api/content/live/:id/events?iid (a paid room's with the `exp` and `sig` its room read gave a
 * buyer): the room's messages as server-sent events. A reconnect
 * (EventSource sends Last-Event-ID) first gets what it missed. A comment line every 15 s keeps
 * proxies from closing an idle stream.
 */
export function registerLiveRoutes(app: FastifyInstance, s: Services) {
  app.get('/api/content/live/:id/events', async (request, reply) => {
    const params = eventsParams.safeParse(request.params);
    const query = eventsQuery.safeParse(request.query);
    if (!params.success || !query.success) return reply.code(400).send({ code: 400, msg: '参数错误' });
    const id = params.data.id;
    const [room] = await s.db
      .select({ id: liveRooms.id, price: liveRooms.price })
      .from(liveRooms)
      .where(and(eq(liveRooms.id, id), eq(liveRooms.iid, query.data.iid)))
      .limit(1);
    if (!room) return reply.code(404).send({ code: 404, msg: content.CONTENT_ERRORS.notFound.msg });
    // A paid room's stream takes the signed address its room read gave a buyer.
    const { exp, sig } = query.data;
    if (room.price > 0 && (exp === undefined || sig === undefined || !verifySigned(s, `e${room.id}`, exp, sig))) {
      return reply.code(403).send({ code: content.CONTENT_ERRORS.locked.code, msg: content.CONTENT_ERRORS.locked.msg });
    }
    const lastId = Number(request.headers['last-event-id'] ?? 0);
    const missed = Number.isInteger(lastId) && lastId > 0 ? await s.db.select().from(liveMessages).where(and(eq(liveMessages.roomId, id), gte(liveMessages.id, lastId + 1))).orderBy(asc(liveMessages.id)).limit(200) : [];

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 2000\n\n');
    const send = (e: { event: string; data: unknown }) => {
      const idLine = e.event === 'message' ? `id: ${(e.data as content.LiveMessage).id}\n` : '';
      res.write(`${idLine}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
    };
    for (const m of missed) send({ event: 'message', data: messageRow(m) });
    s.roomBus.on(id, send);
    watchers.set(id, (watchers.get(id) ?? 0) + 1);
    const beat = setInterval(() => res.write(': ping\n\n'), 15_000);
    request.raw.on('close', () => {
      clearInterval(beat);
      s.roomBus.off(id, send);
      watchers.set(id, Math.max(0, (watchers.get(id) ?? 1) - 1));
    });
  });
}

/** The back office's control (admin API, in the guarded scope): mute or unmute any room; everyone in it is told at once. */
export function registerLiveAdmin(scope: FastifyInstance, s: Services) {
  scope.post('/api/admin/content/live/:id/mute', async (request, reply) => {
    const params = eventsParams.safeParse(request.params);
    const body = muteBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ code: 400, msg: '需要 muted（true 或 false）' });
    const [owner] = await s.db.select({ iid: liveRooms.iid }).from(liveRooms).where(eq(liveRooms.id, params.data.id));
    if (!owner || !mayAct(request, owner.iid)) return reply.code(404).send({ code: 404, msg: content.CONTENT_ERRORS.notFound.msg });
    const room = await setMuted(s, eq(liveRooms.id, params.data.id), body.data.muted);
    if (!room) return reply.code(404).send({ code: 404, msg: content.CONTENT_ERRORS.notFound.msg });
    return { code: 0, t: room };
  });
}
