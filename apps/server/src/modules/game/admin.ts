import { shapes } from '@tongxin/api-client/catalogue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { mayAct, staffGuard } from '../staff/api';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ModuleContext } from '../../platform/module';
import { gameEntries, gameResults, games } from './schema';

const resultsBody = z.object({
  gameId: shapes.idParam,
  results: z.array(z.object({ bib: z.string().min(1).max(10), timeMs: shapes.intParam.check(z.positive()) })).min(1).max(5000),
});
const entriesQuery = z.object({ gameId: shapes.idParam });
const scheduleBody = z
  .object({
    gameId: shapes.idParam,
    gameDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00+08:00`))),
    enrollStart: z.iso.datetime({ offset: true }),
    enrollEnd: z.iso.datetime({ offset: true }),
  })
  .refine((b) => Date.parse(b.enrollStart) < Date.parse(b.enrollEnd) && Date.parse(b.enrollEnd) <= Date.parse(`${b.gameDay}T23:59:59.999+08:00`));

/**
 * The organiser's game API under /api/admin/game, behind a staff session of the game's tenant
 * (`staffGuard`, operator role; another tenant's game is 404): GET entries?gameId= (the roster with bibs); POST results
 * { gameId, results: [{ bib, timeMs }] } publishes the timing of checked-in entries by bib
 * (replacing a bib's earlier time); POST schedule { gameId, gameDay: 'YYYY-MM-DD' (Shanghai),
 * enrollStart, enrollEnd: ISO instants } moves a game's day and enrolment window (enrolment ends
 * by the end of the game day at the latest). Replies `{ code: 0, t }`.
 */
/** Whether the game exists and the caller may act in its tenant. */
async function ownGame(db: Db, request: FastifyRequest, gameId: number): Promise<boolean> {
  const [game] = await db.select({ iid: games.iid }).from(games).where(eq(games.id, gameId));
  return game !== undefined && mayAct(request, game.iid);
}

export function registerGameAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['operator']);

    scope.get('/api/admin/game/entries', async (request, reply) => {
      const q = entriesQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ code: 400, msg: '参数错误：gameId' });
      if (!(await ownGame(s.db, request, q.data.gameId))) return reply.code(404).send({ code: 404, msg: '赛事不存在' });
      const rows = await s.db.select().from(gameEntries).where(eq(gameEntries.gameId, q.data.gameId)).orderBy(asc(gameEntries.id));
      return { code: 0, t: rows.map((r) => ({ id: r.id, name: r.name, idNo: r.idMasked, mobile: r.mobile, groupId: r.groupId, status: r.status, bib: r.bib, form: r.form })) };
    });

    scope.post('/api/admin/game/results', async (request, reply) => {
      const body = resultsBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 gameId 和 results [{ bib, timeMs }]' });
      const { gameId, results } = body.data;
      if (!(await ownGame(s.db, request, gameId))) return reply.code(404).send({ code: 404, msg: '赛事不存在' });
      const bibs = results.map((r) => r.bib);
      const entries = await s.db.select().from(gameEntries).where(and(eq(gameEntries.gameId, gameId), inArray(gameEntries.bib, bibs)));
      const byBib = new Map(entries.map((e) => [e.bib, e]));
      const unknown = bibs.filter((b) => !byBib.has(b));
      if (unknown.length) return reply.code(400).send({ code: 400, msg: `没有这些参赛号：${unknown.join(',')}` });
      await s.db.transaction(async (tx) => {
        for (const r of results) {
          const e = byBib.get(r.bib);
          if (!e) continue;
          await tx
            .insert(gameResults)
            .values({ gameId, groupId: e.groupId, name: e.name, idHash: e.idHash, bib: r.bib, timeMs: r.timeMs })
            .onConflictDoUpdate({ target: [gameResults.gameId, gameResults.bib], set: { timeMs: r.timeMs } });
        }
      });
      return { code: 0, t: results.length };
    });

    scope.post('/api/admin/game/schedule', async (request, reply) => {
      const body = scheduleBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 gameId、gameDay（YYYY-MM-DD）及报名起止时间，报名须在比赛日结束前截止' });
      const { gameId, gameDay, enrollStart, enrollEnd } = body.data;
      if (!(await ownGame(s.db, request, gameId))) return reply.code(404).send({ code: 404, msg: '赛事不存在' });
      const [moved] = await s.db
        .update(games)
        .set({ gameDay, enrollStart: new Date(enrollStart), enrollEnd: new Date(enrollEnd) })
        .where(eq(games.id, gameId))
        .returning({ id: games.id });
      if (!moved) return reply.code(404).send({ code: 404, msg: '赛事不存在' });
      return { code: 0, t: { gameId, gameDay, enrollStart, enrollEnd } };
    });
  });
}
