import { randomBytes } from 'node:crypto';
import { game, order } from '@tongxin/api-client/catalogue';
import { isChineseName, isIdCard, isMobile } from '@tongxin/validators';
import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { shanghaiDay } from '../../platform/time';
import { requireMember, type Member } from '../member/api';
import { releaseExpiredHolds } from '../order/api';
import { idHash, maskId } from './identity';
import { takePlace } from './places';
import { gameEntries, gameGroups, gameResults, games, gameTeams } from './schema';

const { GAME_STATE: STATE, ENTRY_STATUS: E } = game;
/** Entry fees unpaid past their time give their places back before places are counted. */
const releaseExpired = (s: Parameters<typeof releaseExpiredHolds>[0]) => releaseExpiredHolds(s, order.BUSINESS_TYPE.game);
type GameRow = typeof games.$inferSelect;
type EntryRow = typeof gameEntries.$inferSelect;

function stateOf(g: GameRow, now: Date): number {
  const today = shanghaiDay(now);
  if (today > g.gameDay) return STATE.ended;
  if (today === g.gameDay) return STATE.gameDay;
  if (now < g.enrollStart) return STATE.notOpen;
  return now <= g.enrollEnd ? STATE.enrolling : STATE.closed;
}

async function cards(db: Db, rows: GameRow[], now: Date): Promise<game.GameCard[]> {
  const ids = rows.map((g) => g.id);
  const counts = ids.length
    ? await db
        .select({ gameId: gameEntries.gameId, n: count() })
        .from(gameEntries)
        .where(and(inArray(gameEntries.gameId, ids), eq(gameEntries.status, E.enrolled)))
        .groupBy(gameEntries.gameId)
    : [];
  const by = new Map(counts.map((c) => [c.gameId, Number(c.n)]));
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    cover: g.cover,
    place: g.place,
    gameDay: g.gameDay,
    enrollStart: g.enrollStart.toISOString(),
    enrollEnd: g.enrollEnd.toISOString(),
    fee: g.fee,
    state: stateOf(g, now),
    entries: by.get(g.id) ?? 0,
  }));
}

async function gameOf(db: Db, iid: number, id: number): Promise<GameRow> {
  const [g] = await db.select().from(games).where(and(eq(games.id, id), eq(games.iid, iid)));
  if (!g) throw refuse(game.detail.errors.notFound);
  return g;
}

async function entryOf(db: Db, row: EntryRow): Promise<game.Entry> {
  const [g] = await db.select({ title: games.title, teamSize: games.teamSize }).from(games).where(eq(games.id, row.gameId));
  const [group] = await db.select({ name: gameGroups.name }).from(gameGroups).where(eq(gameGroups.id, row.groupId));
  let team: game.Entry['team'] = null;
  if (row.teamId !== null) {
    const [t] = await db.select().from(gameTeams).where(eq(gameTeams.id, row.teamId));
    const [n] = await db.select({ n: count() }).from(gameEntries).where(and(eq(gameEntries.teamId, row.teamId), inArray(gameEntries.status, [E.enrolled, E.waitingPayment])));
    if (t) team = { name: t.name, code: t.code, members: Number(n?.n ?? 0), size: g?.teamSize ?? 0, captain: row.captain };
  }
  return {
    id: row.id,
    gameId: row.gameId,
    gameTitle: g?.title ?? '',
    groupId: row.groupId,
    groupName: group?.name ?? '',
    name: row.name,
    idNo: row.idMasked,
    mobile: row.mobile,
    form: row.form,
    status: row.status,
    bib: row.bib,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    team,
    createdAt: row.createdAt.toISOString(),
  };
}

async function memberEntry(db: Db, me: Member, gameId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(gameEntries).where(and(eq(gameEntries.gameId, gameId), eq(gameEntries.memberId, me.id), eq(gameEntries.iid, me.iid)));
  return row;
}

/** Checks the form's values against the game's fields: each a short text, required ones present, none foreign. */
function checkForm(g: GameRow, text: string): Record<string, string> {
  const errors = game.enroll.errors;
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    throw refuse(errors.badForm);
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values)) throw refuse(errors.badForm);
  const known = new Map(g.form.map((f) => [String(f.id), f]));
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!known.has(key) || typeof value !== 'string' || value.length > 200) throw refuse(errors.badForm);
    out[key] = value.trim();
  }
  for (const field of g.form) if (field.must && !out[String(field.id)]) throw refuse(errors.badForm, `${field.name}必填！`);
  return out;
}

type ResultRow = typeof gameResults.$inferSelect;
/** Results of a game with overall and group ranks (fastest first). */
async function rankedResults(db: Db, gameId: number) {
  const rows = await db.select({ r: gameResults, groupName: gameGroups.name }).from(gameResults).innerJoin(gameGroups, eq(gameGroups.id, gameResults.groupId)).where(eq(gameResults.gameId, gameId)).orderBy(asc(gameResults.timeMs), asc(gameResults.bib));
  const inGroup = new Map<number, number>();
  return rows.map(({ r, groupName }, i) => {
    const groupRank = (inGroup.get(r.groupId) ?? 0) + 1;
    inGroup.set(r.groupId, groupRank);
    return { row: r as ResultRow, name: r.name, bib: r.bib, groupName, timeMs: r.timeMs, rank: i + 1, groupRank };
  });
}

const inviteCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'A').slice(0, 6).toUpperCase();

/** Games: list, detail, enrolment with teams, entries, check-in with bib, results. */
export const gameCalls = [
  implement(game.list, async ({ iid, ...page }, { services: s }) => {
    const now = new Date(s.now());
    const today = shanghaiDay(now);
    const where = eq(games.iid, iid);
    // Coming games soonest first, then ended ones latest first.
    const rows = await s.db
      .select()
      .from(games)
      .where(where)
      .orderBy(sql`case when ${games.gameDay} < ${today} then 1 else 0 end`, sql`case when ${games.gameDay} < ${today} then null else ${games.gameDay} end asc`, desc(games.gameDay), asc(games.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(games).where(where);
    return { list: await cards(s.db, rows, now), total: total?.n ?? 0 };
  }),

  implement(game.detail, async ({ iid, id, token }, { services: s }) => {
    await releaseExpired(s);
    const now = new Date(s.now());
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    const g = await gameOf(s.db, iid, id);
    const [card] = await cards(s.db, [g], now);
    if (!card) throw new Error('card missing');
    const groups = await s.db.select().from(gameGroups).where(eq(gameGroups.gameId, id)).orderBy(asc(gameGroups.id));
    const mine = me ? await memberEntry(s.db, me, id) : undefined;
    return {
      ...card,
      intro: g.intro,
      rules: g.rules,
      disclaimer: g.disclaimer,
      lat: g.lat,
      lng: g.lng,
      teamMode: g.teamMode,
      teamSize: g.teamSize,
      groups: groups.map((x) => ({ id: x.id, name: x.name, quota: x.quota, remaining: Math.max(0, x.quota - x.taken) })),
      form: g.form,
      mine: mine ? await entryOf(s.db, mine) : null,
    };
  }),

  implement(game.enroll, async (p, { services: s }) => {
    const errors = game.enroll.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, p.iid, p.token, now);
    const g = await gameOf(s.db, p.iid, p.gameId);
    if (now < g.enrollStart || now > g.enrollEnd) throw refuse(errors.notEnrolling);
    if (!p.agree) throw refuse(errors.mustAgree);
    if (!isChineseName(p.name.trim())) throw refuse(errors.badName);
    if (!isIdCard(p.idNo.trim().toUpperCase(), now)) throw refuse(errors.badIdNo);
    if (!isMobile(p.mobile)) throw refuse(errors.badMobile);
    const form = checkForm(g, p.form);
    if (g.teamMode && !p.teamName && !p.teamCode) throw refuse(errors.teamNeeded);
    await releaseExpired(s);
    const entryId = await s.db.transaction(async (tx) => {
      let teamId: number | null = null;
      let groupId = p.groupId;
      if (g.teamMode && p.teamCode) {
        // The team row is locked, so two joiners for its last place are counted one after the other.
        const [team] = await tx.select().from(gameTeams).where(and(eq(gameTeams.code, p.teamCode.toUpperCase()), eq(gameTeams.gameId, g.id))).for('update');
        if (!team) throw refuse(errors.teamNotFound);
        const [size] = await tx.select({ n: count() }).from(gameEntries).where(and(eq(gameEntries.teamId, team.id), inArray(gameEntries.status, [E.enrolled, E.waitingPayment])));
        if (Number(size?.n ?? 0) >= g.teamSize) throw refuse(errors.teamFull);
        teamId = team.id;
        groupId = team.groupId;
      }
      // A free entry takes its place now; a paid one takes it with its order (seller.ts), so an
      // entry never paid holds no place. Either way a full group refuses at once.
      const taken =
        g.fee > 0
          ? await tx
              .select({ id: gameGroups.id })
              .from(gameGroups)
              .where(and(eq(gameGroups.id, groupId), eq(gameGroups.gameId, g.id), lt(gameGroups.taken, gameGroups.quota)))
          : await takePlace(tx, g.id, groupId);
      if (taken.length === 0) {
        const [exists] = await tx.select({ id: gameGroups.id }).from(gameGroups).where(and(eq(gameGroups.id, groupId), eq(gameGroups.gameId, g.id)));
        throw refuse(exists ? errors.full : errors.notFound, exists ? errors.full.msg : '组别不存在');
      }
      if (g.teamMode && !teamId && p.teamName) {
        const [team] = await tx
          .insert(gameTeams)
          .values({ iid: p.iid, gameId: g.id, groupId, name: p.teamName.trim(), code: inviteCode(), captainName: p.name.trim() })
          .onConflictDoNothing()
          .returning({ id: gameTeams.id });
        if (!team) throw refuse(errors.badForm, '队名已被使用');
        teamId = team.id;
      }
      const [entry] = await tx
        .insert(gameEntries)
        .values({
          iid: p.iid,
          gameId: g.id,
          groupId,
          memberId: me.id,
          name: p.name.trim(),
          idHash: idHash(p.idNo),
          idMasked: maskId(p.idNo),
          mobile: p.mobile,
          form,
          teamId,
          captain: g.teamMode && !p.teamCode,
          status: g.fee > 0 ? E.waitingPayment : E.enrolled,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: gameEntries.id });
      if (!entry) throw refuse(errors.already);
      return entry.id;
    });
    const [row] = await s.db.select().from(gameEntries).where(eq(gameEntries.id, entryId));
    if (!row) throw new Error('entry missing');
    return entryOf(s.db, row);
  }),

  implement(game.myEntry, async ({ iid, token, gameId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const row = await memberEntry(s.db, me, gameId);
    if (!row) throw refuse(game.myEntry.errors.notEnrolled);
    return entryOf(s.db, row);
  }),

  implement(game.myEntries, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const rows = await s.db.select().from(gameEntries).where(and(eq(gameEntries.memberId, me.id), eq(gameEntries.iid, iid))).orderBy(desc(gameEntries.createdAt));
    return Promise.all(rows.map((r) => entryOf(s.db, r)));
  }),

  implement(game.checkIn, async ({ iid, token, gameId }, { services: s }) => {
    const errors = game.checkIn.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const g = await gameOf(s.db, iid, gameId);
    const row = await memberEntry(s.db, me, gameId);
    if (!row || row.status === E.cancelled) throw refuse(errors.notEnrolled);
    if (row.status === E.waitingPayment) throw refuse(errors.unpaid);
    if (row.bib) return entryOf(s.db, row);
    if (shanghaiDay(now) !== g.gameDay) throw refuse(errors.notGameDay);
    await s.db.transaction(async (tx) => {
      const [n] = await tx.update(games).set({ nextBib: sql`${games.nextBib} + 1` }).where(eq(games.id, g.id)).returning({ bib: sql<number>`${games.nextBib} - 1` });
      const bib = `${String(g.id).padStart(2, '0')}${String(n?.bib ?? 0).padStart(4, '0')}`;
      await tx.update(gameEntries).set({ bib, checkedInAt: now }).where(and(eq(gameEntries.id, row.id), sql`${gameEntries.bib} is null`));
    });
    const [fresh] = await s.db.select().from(gameEntries).where(eq(gameEntries.id, row.id));
    if (!fresh) throw new Error('entry missing');
    return entryOf(s.db, fresh);
  }),

  implement(game.inquiry, async ({ iid, gameId, name, idNo, bib }, { services: s }) => {
    const g = await gameOf(s.db, iid, gameId);
    if (!idNo && !bib) throw refuse(game.inquiry.errors.notFound, '请输入证件号或参赛号');
    const results = await rankedResults(s.db, gameId);
    const hash = idNo ? idHash(idNo) : undefined;
    const found = results.find((r) => r.name === name.trim() && (hash ? r.row.idHash === hash : r.bib === bib?.trim()));
    if (!found) throw refuse(game.inquiry.errors.notFound);
    return { name: found.name, bib: found.bib, groupName: found.groupName, timeMs: found.timeMs, rank: found.rank, groupRank: found.groupRank, gameTitle: g.title };
  }),

  implement(game.myResult, async ({ iid, token, gameId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const g = await gameOf(s.db, iid, gameId);
    const entry = await memberEntry(s.db, me, gameId);
    const found = entry ? (await rankedResults(s.db, gameId)).find((r) => (entry.bib && r.bib === entry.bib) || r.row.idHash === entry.idHash) : undefined;
    if (!found) throw refuse(game.myResult.errors.notFound, '暂无你的成绩');
    return { name: found.name, bib: found.bib, groupName: found.groupName, timeMs: found.timeMs, rank: found.rank, groupRank: found.groupRank, gameTitle: g.title };
  }),

  implement(game.rankings, async ({ iid, gameId, groupId }, { services: s }) => {
    await gameOf(s.db, iid, gameId);
    const results = await rankedResults(s.db, gameId);
    return results.filter((r) => groupId === 0 || r.row.groupId === groupId).map(({ name, bib, groupName, timeMs, rank, groupRank }) => ({ name, bib, groupName, timeMs, rank, groupRank }));
  }),

  implement(game.team, async ({ iid, code }, { services: s }) => {
    const [row] = await s.db
      .select({ t: gameTeams, g: games })
      .from(gameTeams)
      .innerJoin(games, eq(games.id, gameTeams.gameId))
      .where(and(eq(gameTeams.code, code.toUpperCase()), eq(gameTeams.iid, iid)));
    if (!row) throw refuse(game.team.errors.notFound);
    const [n] = await s.db.select({ n: count() }).from(gameEntries).where(and(eq(gameEntries.teamId, row.t.id), or(eq(gameEntries.status, E.enrolled), eq(gameEntries.status, E.waitingPayment))));
    return { gameId: row.g.id, gameTitle: row.g.title, name: row.t.name, teamCode: row.t.code, captain: row.t.captainName, members: Number(n?.n ?? 0), size: row.g.teamSize, groupId: row.t.groupId };
  }),
];
