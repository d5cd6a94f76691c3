import { act, order } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { requireMember } from '../member/api';
import { cardOf, stateOf } from './read';
import { activities, enrolments, reviews, signPlaces, teamMembers, teams } from './schema';
import { liveOrderOf } from './seller';

const DAY = 86_400_000;
const { paid: PAID } = order.ORDER_STATUS;

/** The list's filters as SQL (spec §7 /v1/distribution/act/list). */
function listFilters(p: act.ListParams, now: Date): SQL[] {
  const where: SQL[] = [];
  if (p.tripDurStart !== undefined) where.push(gte(activities.days, p.tripDurStart));
  if (p.tripDurEnd !== undefined) where.push(lte(activities.days, p.tripDurEnd));
  if (p.province) where.push(eq(activities.province, p.province));
  if (p.queryKey?.trim()) {
    const like = `%${p.queryKey.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(activities.title, like), ilike(activities.destination, like), ilike(activities.originCity, like)) as SQL);
  }
  if (p.tag) where.push(sql`${activities.tags} @> ${JSON.stringify([p.tag])}::jsonb`);
  if (p.costStart !== undefined) where.push(gte(activities.price, p.costStart));
  if (p.costEnd !== undefined) where.push(lte(activities.price, p.costEnd));
  const span = p.timespan ?? 0;
  if (span === act.ACT_TIMESPAN.weekend) {
    // The coming Saturday and Sunday in China time (UTC+8).
    const local = new Date(now.getTime() + 8 * 3_600_000);
    const toSaturday = (6 - local.getUTCDay() + 7) % 7;
    const saturday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + toSaturday) - 8 * 3_600_000;
    where.push(gte(activities.startAt, new Date(Math.max(saturday, now.getTime() - DAY))), lte(activities.startAt, new Date(saturday + 2 * DAY)));
  } else if (span === act.ACT_TIMESPAN.month) where.push(lte(activities.startAt, new Date(now.getTime() + 31 * DAY)));
  else if (span === act.ACT_TIMESPAN.quarter) where.push(lte(activities.startAt, new Date(now.getTime() + 92 * DAY)));
  return where;
}

function listOrder(sortBy = 0) {
  switch (sortBy) {
    case act.ACT_SORT.priceUp:
      return [asc(activities.price), asc(activities.startAt)];
    case act.ACT_SORT.priceDown:
      return [desc(activities.price), asc(activities.startAt)];
    case act.ACT_SORT.popular:
      return [desc(activities.taken), asc(activities.startAt)];
    default:
      return [asc(activities.startAt), asc(activities.id)];
  }
}

/** Finding activities: the list, provinces and tags, detail, departures, destinations, reviews, ranks, teams. */
export const browseCalls = [
  implement(act.list, async (p, { services: s }) => {
    const now = new Date(s.now());
    // Activities not yet ended, published, of the tenant.
    const where = and(eq(activities.iid, p.iid), eq(activities.published, true), gt(activities.endAt, now), ...listFilters(p, now));
    const rows = await s.db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...listOrder(p.sortBy))
      .limit(p.pageSize)
      .offset(pageOffset(p));
    const [total] = await s.db.select({ n: count() }).from(activities).where(where);
    return { list: rows.map((a) => cardOf(a, now)), total: total?.n ?? 0 };
  }),

  implement(act.provinces, async ({ iid }, { services: s }) => {
    const now = new Date(s.now());
    const live = and(eq(activities.iid, iid), eq(activities.published, true), gt(activities.endAt, now));
    const provinces = await s.db
      .select({ name: activities.province, count: count() })
      .from(activities)
      .where(live)
      .groupBy(activities.province)
      .orderBy(desc(count()), asc(activities.province));
    const tagRows = await s.db.select({ tags: activities.tags }).from(activities).where(live);
    const tally = new Map<string, number>();
    for (const r of tagRows) for (const t of r.tags) tally.set(t, (tally.get(t) ?? 0) + 1);
    const tags = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
    return { provinces, tags };
  }),

  implement(act.detail, async ({ iid, id, token }, { services: s }) => {
    const now = new Date(s.now());
    const [a] = await s.db.select().from(activities).where(and(eq(activities.id, id), eq(activities.iid, iid)));
    if (!a?.published) throw refuse(act.detail.errors.notFound);
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    const myOrderId = me ? await liveOrderOf(s.db, { iid, memberId: me.id }, id) : null;
    const places = await s.db.select().from(signPlaces).where(eq(signPlaces.activityId, id)).orderBy(asc(signPlaces.time), asc(signPlaces.id));
    const members = await s.db
      .select({ nickName: enrolments.nickName })
      .from(enrolments)
      .where(and(eq(enrolments.activityId, id), eq(enrolments.status, PAID)))
      .orderBy(desc(enrolments.paidAt))
      .limit(8);
    const latest = await s.db.select().from(reviews).where(eq(reviews.activityId, id)).orderBy(desc(reviews.createdAt)).limit(3);
    const [reviewCount] = await s.db.select({ n: count() }).from(reviews).where(eq(reviews.activityId, id));
    const [led] = await s.db.select({ n: count() }).from(activities).where(and(eq(activities.iid, iid), eq(activities.leaderName, a.leaderName)));
    return {
      ...cardOf(a, now),
      state: myOrderId ? act.ACT_STATE.enrolled : stateOf(a, now),
      images: a.images,
      gatherAt: a.gatherAt.toISOString(),
      gatherPlace: a.gatherPlace,
      enrollStart: a.enrollStart.toISOString(),
      enrollEnd: a.enrollEnd.toISOString(),
      minimum: a.minimum,
      insuranceMode: a.insuranceMode,
      insurancePrice: a.insurancePrice,
      leader: { name: a.leaderName, avatar: '', bio: a.leaderBio, actCount: led?.n ?? 1 },
      organiser: a.organiser,
      schedule: a.schedule,
      feeIncluded: a.feeIncluded,
      feeExcluded: a.feeExcluded,
      equipment: a.equipment,
      notes: a.notes,
      refundRules: a.refundRules,
      route: { distanceKm: a.distanceKm, climbM: a.climbM, track: a.track },
      signPlaces: places.map((p) => ({ id: p.id, name: p.name, address: p.address, lat: p.lat, lng: p.lng, radius: p.radius, time: p.time.toISOString() })),
      members: members.map((m) => m.nickName),
      reviews: latest.map(reviewOf),
      reviewCount: reviewCount?.n ?? 0,
      form: a.form.map((c) => ({ ...c, value: '', isShow: 1 })),
      left: Math.max(0, a.quota - a.taken),
      myOrderId,
      isLeader: !!me && a.leaderMobile !== '' && me.mobile === a.leaderMobile,
      series: a.series,
    };
  }),

  implement(act.departures, async ({ iid, city, series, month }, { services: s }) => {
    const now = new Date(s.now());
    const live = and(eq(activities.iid, iid), eq(activities.published, true), gt(activities.startAt, now));
    const where: SQL[] = [];
    if (city) where.push(eq(activities.originCity, city));
    if (series) where.push(eq(activities.series, series));
    if (month) {
      // The month in Beijing time, its end excluded: a trip at 12月01日 00:00 is December's.
      const [y = 1970, m = 1] = month.split('-').map(Number);
      const from = new Date(Date.UTC(y, m - 1, 1) - 8 * 3_600_000);
      const to = new Date(Date.UTC(y, m, 1) - 8 * 3_600_000);
      where.push(gte(activities.startAt, from), lt(activities.startAt, to));
    }
    const rows = await s.db
      .select()
      .from(activities)
      .where(and(live, ...where))
      .orderBy(asc(activities.startAt))
      .limit(200);
    const cities = await s.db
      .select({ name: activities.originCity, count: count() })
      .from(activities)
      .where(live)
      .groupBy(activities.originCity)
      .orderBy(desc(count()), asc(activities.originCity));
    return { list: rows.map((a) => ({ ...cardOf(a, now), series: a.series })), total: rows.length, cities };
  }),

  implement(act.destinations, async ({ iid }, { services: s }) => {
    const now = new Date(s.now());
    const rows = await s.db
      .select({ name: activities.destination, cover: sql<string>`min(${activities.images}->>0)`, count: count() })
      .from(activities)
      .where(and(eq(activities.iid, iid), eq(activities.published, true), gt(activities.endAt, now)))
      .groupBy(activities.destination)
      .orderBy(desc(count()), asc(activities.destination));
    return rows.map((r) => ({ name: r.name, cover: r.cover, count: r.count }));
  }),

  implement(act.distrList, async (p, { services: s }) => {
    const now = new Date(s.now());
    const where = and(eq(activities.iid, p.iid), eq(activities.published, true), gt(activities.enrollEnd, now), gt(activities.commissionRate, 0));
    const rows = await s.db.select().from(activities).where(where).orderBy(asc(activities.startAt)).limit(p.pageSize).offset(pageOffset(p));
    const [total] = await s.db.select({ n: count() }).from(activities).where(where);
    return { list: rows.map((a) => ({ ...cardOf(a, now), commission: Math.floor((a.price * a.commissionRate) / 1000) })), total: total?.n ?? 0 };
  }),

  implement(act.reviews, async (p, { services: s }) => {
    const where = eq(reviews.activityId, p.actId);
    const [a] = await s.db.select({ iid: activities.iid }).from(activities).where(eq(activities.id, p.actId));
    if (a?.iid !== p.iid) return { list: [], total: 0 };
    const rows = await s.db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(p.pageSize).offset(pageOffset(p));
    const [total] = await s.db.select({ n: count() }).from(reviews).where(where);
    return { list: rows.map(reviewOf), total: total?.n ?? 0 };
  }),

  implement(act.rank, async ({ iid, by, token }, { services: s }) => {
    const now = new Date(s.now());
    const value = by === act.RANK_BY.distance ? sql<number>`coalesce(sum(${activities.distanceKm}), 0)` : sql<number>`count(distinct ${activities.id})`;
    // Joined: a paid enrolment of an activity that has started. Distance: only activities the member checked in at.
    const distanceOnly =
      by === act.RANK_BY.distance
        ? sql`exists (select 1 from act_participants p join act_checkins c on c.participant_id = p.id where p.order_id = ${enrolments.orderId})`
        : sql`true`;
    const rows = await s.db
      .select({ memberId: enrolments.memberId, name: sql<string>`max(${enrolments.nickName})`, value })
      .from(enrolments)
      .innerJoin(activities, eq(activities.id, enrolments.activityId))
      .where(and(eq(enrolments.iid, iid), eq(enrolments.status, PAID), lte(activities.startAt, now), distanceOnly))
      .groupBy(enrolments.memberId)
      .orderBy(desc(value), asc(enrolments.memberId));
    const ranked = rows.filter((r) => Number(r.value) > 0).map((r, i) => ({ memberId: r.memberId, rank: i + 1, name: r.name, value: Math.round(Number(r.value) * 10) / 10 }));
    const me = token ? await requireMember(s.db, iid, token, now) : undefined;
    const mine = me ? ranked.find((r) => r.memberId === me.id) : undefined;
    return { list: ranked.slice(0, 50).map(({ rank, name, value: v }) => ({ rank, name, value: v })), mine: mine ? { rank: mine.rank, value: mine.value } : null };
  }),

  implement(act.teams, async ({ iid, actId, token }, { services: s }) => {
    const [a] = await s.db.select({ iid: activities.iid }).from(activities).where(eq(activities.id, actId));
    if (a?.iid !== iid) return [];
    const me = token ? await requireMember(s.db, iid, token, new Date(s.now())) : undefined;
    const rows = await s.db
      .select({ id: teams.id, name: teams.name, leader: teams.leader, capacity: teams.capacity, members: sql<number>`count(${teamMembers.memberId})::int` })
      .from(teams)
      .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(eq(teams.activityId, actId))
      .groupBy(teams.id)
      .orderBy(asc(teams.id));
    const [joined] = me ? await s.db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(and(eq(teamMembers.activityId, actId), eq(teamMembers.memberId, me.id))) : [];
    return rows.map((r) => ({ ...r, members: Number(r.members), joined: joined?.teamId === r.id }));
  }),
];

function reviewOf(r: typeof reviews.$inferSelect): act.Review {
  return { id: r.id, nickName: r.nickName, score1: r.score1, score2: r.score2, score3: r.score3, content: r.content, images: r.images, createdAt: r.createdAt.toISOString() };
}
