import { COMMON_ERRORS, sign } from '@tongxin/api-client/catalogue';
import { and, asc, count, countDistinct, desc, eq, inArray, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { shanghaiDay } from '../../platform/time';
import { requireMember, type Member } from '../member/api';
import { stayPlacesOnMap } from '../stay/api';
import { metresBetween } from './geo';
import { signAreas, signCertificates, signCheckIns, signContacts, signSites, signSosAlerts, signSubjects } from './schema';

const { SUBJECT_STATE: STATE } = sign;
type SubjectRow = typeof signSubjects.$inferSelect;
type SiteRow = typeof signSites.$inferSelect;

/** The member of an optional token (a visitor without one). */
async function maybeMember(db: Db, iid: number, token: string | undefined, now: Date): Promise<Member | undefined> {
  return token ? requireMember(db, iid, token, now) : undefined;
}

function stateOf(s: Pick<SubjectRow, 'startDay' | 'endDay'>, today: string): number {
  if (today < s.startDay) return STATE.notStarted;
  return today > s.endDay ? STATE.ended : STATE.open;
}

/** When the member checked in at each site (by site id). */
async function doneAt(db: Db, me: Member | undefined, siteIds: number[]): Promise<Map<number, Date>> {
  if (!me || siteIds.length === 0) return new Map();
  const rows = await db
    .select({ siteId: signCheckIns.siteId, at: signCheckIns.createdAt })
    .from(signCheckIns)
    .where(and(eq(signCheckIns.memberId, me.id), inArray(signCheckIns.siteId, siteIds)));
  return new Map(rows.map((r) => [r.siteId, r.at]));
}

function siteOf(s: SiteRow, done: Map<number, Date>): sign.Site {
  const { id, subjectId, areaId, name, image, intro, address, lat, lng, radius, points } = s;
  return { id, subjectId, areaId, name, image, intro, address, lat, lng, radius, points, doneAt: done.get(id)?.toISOString() ?? null };
}

async function subjectCards(db: Db, subjects: SubjectRow[], me: Member | undefined, today: string): Promise<sign.SubjectCard[]> {
  const ids = subjects.map((s) => s.id);
  if (ids.length === 0) return [];
  const sites = await db.select({ subjectId: signSites.subjectId, n: count() }).from(signSites).where(inArray(signSites.subjectId, ids)).groupBy(signSites.subjectId);
  const people = await db
    .select({ subjectId: signCheckIns.subjectId, n: countDistinct(signCheckIns.memberId) })
    .from(signCheckIns)
    .where(inArray(signCheckIns.subjectId, ids))
    .groupBy(signCheckIns.subjectId);
  const mine = me
    ? await db
        .select({ subjectId: signCheckIns.subjectId, n: count() })
        .from(signCheckIns)
        .where(and(eq(signCheckIns.memberId, me.id), inArray(signCheckIns.subjectId, ids)))
        .groupBy(signCheckIns.subjectId)
    : [];
  const by = (rows: { subjectId: number; n: number }[]) => new Map(rows.map((r) => [r.subjectId, Number(r.n)]));
  const [siteCount, peopleCount, doneCount] = [by(sites), by(people), by(mine)];
  return subjects.map((s) => ({
    id: s.id,
    title: s.title,
    banner: s.banner,
    startDay: s.startDay,
    endDay: s.endDay,
    state: stateOf(s, today),
    siteCount: siteCount.get(s.id) ?? 0,
    doneCount: doneCount.get(s.id) ?? 0,
    people: peopleCount.get(s.id) ?? 0,
  }));
}

async function subjectOf(db: Db, iid: number, id: number): Promise<SubjectRow> {
  const [row] = await db.select().from(signSubjects).where(and(eq(signSubjects.id, id), eq(signSubjects.iid, iid)));
  if (!row) throw refuse(sign.subject.errors.notFound);
  return row;
}

/** A certificate number: tenant, subject and member, fixed for the pair. */
const certNo = (iid: number, subjectId: number, memberId: number) => `QD${iid}${String(subjectId).padStart(3, '0')}${String(memberId).padStart(6, '0')}`;

/** Checks in and, on the last site of the subject, issues the certificate; all in one transaction. */
/** Records a member's check-in at a site (once a site), with the certificate when it completes the subject. */
export async function checkIn(db: Db, me: Member, site: SiteRow, method: string, distance: number | null, now: Date): Promise<sign.CheckInResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signCheckIns)
      .values({
        iid: me.iid,
        memberId: me.id,
        siteId: site.id,
        subjectId: site.subjectId,
        method,
        distance,
        points: site.points,
        nick: me.nickName || `用户${(me.mobile ?? String(me.id)).slice(-4)}`,
        avatar: me.headImg,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: signCheckIns.id });
    if (inserted.length === 0) throw refuse(sign.checkIn.errors.already);
    const [total] = await tx.select({ n: count() }).from(signSites).where(eq(signSites.subjectId, site.subjectId));
    const [done] = await tx
      .select({ n: count() })
      .from(signCheckIns)
      .where(and(eq(signCheckIns.memberId, me.id), eq(signCheckIns.subjectId, site.subjectId)));
    const siteCount = Number(total?.n ?? 0);
    const doneCount = Number(done?.n ?? 0);
    const completed = doneCount >= siteCount;
    if (completed) {
      await tx
        .insert(signCertificates)
        .values({ iid: me.iid, memberId: me.id, subjectId: site.subjectId, certNo: certNo(me.iid, site.subjectId, me.id), name: me.name || me.nickName, completedAt: now })
        .onConflictDoNothing();
    }
    return { siteId: site.id, points: site.points, distance, doneCount, siteCount, completed };
  });
}

/** Sign-in sites: subjects, areas and sites, checking in, records, rank, certificate, SOS and the map. */
export const signCalls = [
  implement(sign.subjects, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await maybeMember(s.db, iid, token, now);
    const rows = await s.db.select().from(signSubjects).where(eq(signSubjects.iid, iid)).orderBy(asc(signSubjects.sort), asc(signSubjects.id));
    const today = shanghaiDay(now);
    const cards = await subjectCards(s.db, rows, me, today);
    // Open first, then not started, then ended.
    const order = { [STATE.open]: 0, [STATE.notStarted]: 1, [STATE.ended]: 2 } as Record<number, number>;
    return cards.sort((a, b) => (order[a.state] ?? 3) - (order[b.state] ?? 3));
  }),

  implement(sign.subject, async ({ iid, id, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await maybeMember(s.db, iid, token, now);
    const subject = await subjectOf(s.db, iid, id);
    const [card] = await subjectCards(s.db, [subject], me, shanghaiDay(now));
    if (!card) throw new Error('subject card missing');
    const areas = await s.db.select().from(signAreas).where(eq(signAreas.subjectId, id)).orderBy(asc(signAreas.id));
    const sites = await s.db.select().from(signSites).where(eq(signSites.subjectId, id)).orderBy(asc(signSites.id));
    const done = await doneAt(s.db, me, sites.map((x) => x.id));
    return {
      ...card,
      intro: subject.intro,
      rules: subject.rules,
      areas: areas.map((a) => ({
        id: a.id,
        subjectId: a.subjectId,
        name: a.name,
        image: a.image,
        intro: a.intro,
        sites: sites.filter((x) => x.areaId === a.id).map((x) => siteOf(x, done)),
      })),
    };
  }),

  implement(sign.area, async ({ iid, id, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await maybeMember(s.db, iid, token, now);
    const [row] = await s.db
      .select({ area: signAreas, subjectTitle: signSubjects.title })
      .from(signAreas)
      .innerJoin(signSubjects, eq(signSubjects.id, signAreas.subjectId))
      .where(and(eq(signAreas.id, id), eq(signAreas.iid, iid)));
    if (!row) throw refuse(sign.area.errors.notFound);
    const sites = await s.db.select().from(signSites).where(eq(signSites.areaId, id)).orderBy(asc(signSites.id));
    const done = await doneAt(s.db, me, sites.map((x) => x.id));
    const { iid: _tenant, ...area } = row.area;
    return { ...area, subjectTitle: row.subjectTitle, sites: sites.map((x) => siteOf(x, done)) };
  }),

  implement(sign.site, async ({ iid, id, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await maybeMember(s.db, iid, token, now);
    const [row] = await s.db
      .select({ site: signSites, areaName: signAreas.name, subject: signSubjects })
      .from(signSites)
      .innerJoin(signAreas, eq(signAreas.id, signSites.areaId))
      .innerJoin(signSubjects, eq(signSubjects.id, signSites.subjectId))
      .where(and(eq(signSites.id, id), eq(signSites.iid, iid)));
    if (!row) throw refuse(sign.site.errors.notFound);
    const done = await doneAt(s.db, me, [id]);
    return { ...siteOf(row.site, done), areaName: row.areaName, subjectTitle: row.subject.title, subjectState: stateOf(row.subject, shanghaiDay(now)) };
  }),

  implement(sign.checkIn, async ({ iid, token, siteId, lat, lng, code }, { services: s }) => {
    const errors = sign.checkIn.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const [row] = await s.db
      .select({ site: signSites, subject: signSubjects })
      .from(signSites)
      .innerJoin(signSubjects, eq(signSubjects.id, signSites.subjectId))
      .where(and(eq(signSites.id, siteId), eq(signSites.iid, iid)));
    if (!row) throw refuse(errors.notFound);
    const state = stateOf(row.subject, shanghaiDay(now));
    if (state === STATE.notStarted) throw refuse(errors.notStarted);
    if (state === STATE.ended) throw refuse(errors.ended);
    if (code !== undefined) {
      if (code !== row.site.code) throw refuse(errors.badCode);
      return checkIn(s.db, me, row.site, sign.CHECK_IN_METHOD.qr, null, now);
    }
    if (lat === undefined || lng === undefined) throw refuse(errors.noLocation);
    const distance = Math.round(metresBetween({ lat, lng }, row.site));
    if (distance > row.site.radius) {
      const far = distance >= 1000 ? `${(distance / 1000).toFixed(1)}公里` : `${distance}米`;
      throw refuse(errors.tooFar, `不在打卡范围内：距离打卡点约${far}，需在${row.site.radius}米内`);
    }
    return checkIn(s.db, me, row.site, sign.CHECK_IN_METHOD.location, distance, now);
  }),

  implement(sign.records, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(signCheckIns.memberId, me.id), eq(signCheckIns.iid, iid));
    const rows = await s.db
      .select({ c: signCheckIns, siteName: signSites.name, subjectTitle: signSubjects.title })
      .from(signCheckIns)
      .innerJoin(signSites, eq(signSites.id, signCheckIns.siteId))
      .innerJoin(signSubjects, eq(signSubjects.id, signCheckIns.subjectId))
      .where(where)
      .orderBy(desc(signCheckIns.createdAt), desc(signCheckIns.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(signCheckIns).where(where);
    return {
      list: rows.map(({ c, siteName, subjectTitle }) => ({
        id: c.id,
        siteId: c.siteId,
        siteName,
        subjectId: c.subjectId,
        subjectTitle,
        method: c.method,
        points: c.points,
        createdAt: c.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  }),

  implement(sign.rank, async ({ iid, subjectId, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await maybeMember(s.db, iid, token, now);
    await subjectOf(s.db, iid, subjectId);
    const rows = await s.db
      .select({
        memberId: signCheckIns.memberId,
        name: max(signCheckIns.nick),
        avatar: max(signCheckIns.avatar),
        count: count(),
        points: sum(signCheckIns.points).mapWith(Number),
        last: max(signCheckIns.createdAt),
        first: min(signCheckIns.createdAt),
      })
      .from(signCheckIns)
      .where(eq(signCheckIns.subjectId, subjectId))
      .groupBy(signCheckIns.memberId)
      .orderBy(desc(count()), asc(max(signCheckIns.createdAt)), asc(signCheckIns.memberId));
    const ranked = rows.map((r, i) => ({ rank: i + 1, name: r.name ?? '', avatar: r.avatar ?? '', count: Number(r.count), points: r.points ?? 0, memberId: r.memberId }));
    const strip = ({ memberId: _m, ...row }: (typeof ranked)[number]) => row;
    const mine = me ? ranked.find((r) => r.memberId === me.id) : undefined;
    return { list: ranked.slice(0, 50).map(strip), mine: mine ? strip(mine) : null };
  }),

  implement(sign.certificate, async ({ iid, token, subjectId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const subject = await subjectOf(s.db, iid, subjectId);
    const [cert] = await s.db
      .select()
      .from(signCertificates)
      .where(and(eq(signCertificates.memberId, me.id), eq(signCertificates.subjectId, subjectId)));
    if (!cert) throw refuse(sign.certificate.errors.notCompleted);
    const [stats] = await s.db
      .select({ n: count(), points: sql<number>`coalesce(sum(${signCheckIns.points}), 0)`.mapWith(Number) })
      .from(signCheckIns)
      .where(and(eq(signCheckIns.memberId, me.id), eq(signCheckIns.subjectId, subjectId)));
    return {
      subjectId,
      title: subject.title,
      name: cert.name,
      certNo: cert.certNo,
      completedAt: cert.completedAt.toISOString(),
      siteCount: Number(stats?.n ?? 0),
      points: stats?.points ?? 0,
    };
  }),

  implement(sign.emergencyContacts, async ({ iid }, { services: s }) => {
    const rows = await s.db.select().from(signContacts).where(eq(signContacts.iid, iid)).orderBy(asc(signContacts.sort), asc(signContacts.id));
    return [...rows.map(({ name, phone }) => ({ name, phone })), { name: '报警电话', phone: '110' }, { name: '急救电话', phone: '120' }];
  }),

  implement(sign.sos, async ({ iid, token, lat, lng, accuracy, message }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (!s.limiter.hit(`sos:${me.id}`, 10, 10 * 60_000)) throw refuse(COMMON_ERRORS.tooMany);
    const [row] = await s.db
      .insert(signSosAlerts)
      .values({
        iid,
        memberId: me.id,
        name: me.name || me.nickName,
        mobile: me.mobile ?? '',
        lat,
        lng,
        accuracy: accuracy === undefined ? null : Math.round(accuracy),
        message: message ?? '',
        createdAt: now,
      })
      .returning({ id: signSosAlerts.id });
    if (!row) throw new Error('sos row missing');
    return row.id;
  }),

  implement(sign.map, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await maybeMember(s.db, iid, token, now);
    const sites = await s.db
      .select({ site: signSites })
      .from(signSites)
      .innerJoin(signSubjects, eq(signSubjects.id, signSites.subjectId))
      .where(eq(signSites.iid, iid))
      .orderBy(asc(signSites.id));
    const done = await doneAt(s.db, me, sites.map((x) => x.site.id));
    const stays = await stayPlacesOnMap(s.db, iid);
    return [
      ...sites.map(({ site }) => ({ id: `site-${site.id}`, kind: 'site' as const, name: site.name, lat: site.lat, lng: site.lng, done: done.has(site.id), link: `/app/sign/site?iid=${iid}&id=${site.id}` })),
      ...stays.map((p) => ({
        id: `stay-${p.id}`,
        kind: p.type === 2 ? ('homestay' as const) : ('campsite' as const),
        name: p.name,
        lat: p.lat,
        lng: p.lng,
        done: false,
        link: p.type === 2 ? `/app/bnb/${iid}/${p.id}` : `/app/campsite/${iid}/${p.id}?type=${p.type}`,
      })),
    ];
  }),
];
