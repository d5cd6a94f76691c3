import { act, order } from '@tongxin/api-client/catalogue';
import { and, asc, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { maskMobile, requireMember, type Member } from '../member/api';
import { metresBetween, type ActivityRow } from './read';
import { activities, checkins, enrolments, participants, signPlaces } from './schema';

/*
 * Check-in at an activity's sign places (page-guide decision F2): participants check themselves
 * in by location within the place's radius or by its QR code; the leader (the member signed in
 * with the activity's leader mobile) reads the roster and checks a group in by its enrolment code.
 * Each participant checks in once per place (a unique index, so two taps cannot count twice).
 */

const { paid: PAID } = order.ORDER_STATUS;
const DAY = 86_400_000;

async function activityOf(db: Db, iid: number, id: number): Promise<ActivityRow> {
  const [a] = await db.select().from(activities).where(and(eq(activities.id, id), eq(activities.iid, iid)));
  if (!a) throw refuse(act.sign.errors.notFound);
  return a;
}

function requireLeader(a: ActivityRow, me: Member) {
  if (a.leaderMobile === '' || a.leaderMobile !== me.mobile) throw refuse(act.roster.errors.notLeader);
}

/** Records check-ins for these participants at a place; returns those newly checked in. */
async function checkIn(db: Db, placeId: number, ids: number[], way: number, at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .insert(checkins)
    .values(ids.map((participantId) => ({ placeId, participantId, way, at })))
    .onConflictDoNothing()
    .returning({ participantId: checkins.participantId });
  return rows.map((r) => r.participantId);
}

/** The member's paid enrolment of the activity and its participants. */
async function paidEnrolment(db: Db, activityId: number, memberId: number) {
  const [e] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.activityId, activityId), eq(enrolments.memberId, memberId), eq(enrolments.status, PAID)));
  if (!e) return undefined;
  const people = await db.select().from(participants).where(eq(participants.orderId, e.orderId)).orderBy(asc(participants.id));
  return { enrolment: e, people };
}

export const signCalls = [
  implement(act.signPlaces, async ({ iid, token, actId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const a = await activityOf(s.db, iid, actId);
    const places = await s.db.select().from(signPlaces).where(eq(signPlaces.activityId, a.id)).orderBy(asc(signPlaces.time), asc(signPlaces.id));
    const [total] = await s.db
      .select({ n: count() })
      .from(participants)
      .innerJoin(enrolments, eq(enrolments.orderId, participants.orderId))
      .where(and(eq(enrolments.activityId, a.id), eq(enrolments.status, PAID)));
    const signed = places.length
      ? await s.db
          .select({ placeId: checkins.placeId, n: countDistinct(checkins.participantId) })
          .from(checkins)
          .where(inArray(checkins.placeId, places.map((p) => p.id)))
          .groupBy(checkins.placeId)
      : [];
    const mine = await paidEnrolment(s.db, a.id, me.id);
    const myChecks = mine?.people.length
      ? await s.db.select().from(checkins).where(inArray(checkins.participantId, mine.people.map((p) => p.id)))
      : [];
    return {
      title: a.title,
      places: places.map((p) => ({
        id: p.id,
        name: p.name,
        address: p.address,
        lat: p.lat,
        lng: p.lng,
        radius: p.radius,
        time: p.time.toISOString(),
        signed: signed.find((x) => x.placeId === p.id)?.n ?? 0,
        total: total?.n ?? 0,
      })),
      mine: (mine?.people ?? []).map((p) => ({ id: p.id, name: p.name, signedPlaces: myChecks.filter((c) => c.participantId === p.id).map((c) => c.placeId) })),
      orderId: mine?.enrolment.orderId ?? null,
      signCode: mine?.enrolment.code ?? '',
    };
  }),

  implement(act.sign, async (p, { services: s }) => {
    const errors = act.sign.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, p.iid, p.token, now);
    const a = await activityOf(s.db, p.iid, p.actId);
    const [place] = await s.db.select().from(signPlaces).where(and(eq(signPlaces.id, p.placeId), eq(signPlaces.activityId, a.id)));
    if (!place) throw refuse(errors.placeNotFound);
    const mine = await paidEnrolment(s.db, a.id, me.id);
    if (!mine) throw refuse(errors.notEnrolled);
    if (now.getTime() < a.startAt.getTime() - DAY || now > a.endAt) throw refuse(errors.notInTime);
    let way: number;
    let distance: number | null = null;
    if (p.qr !== undefined && p.qr !== '') {
      if (p.qr.trim() !== place.qr) throw refuse(errors.badQr);
      way = act.SIGN_WAY.qrCode;
    } else if (p.lat !== undefined && p.lng !== undefined) {
      distance = Math.round(metresBetween(place, { lat: p.lat, lng: p.lng }));
      if (distance > place.radius) throw refuse(errors.tooFar, `不在签到范围内：距离${place.name}约${distance}米（需在${place.radius}米内），请走近后再签到，或扫描签到点的二维码`);
      way = act.SIGN_WAY.location;
    } else {
      throw refuse(errors.noWay);
    }
    const people = p.participantId === undefined ? mine.people : mine.people.filter((x) => x.id === p.participantId);
    if (people.length === 0) throw refuse(errors.notEnrolled);
    const signed = await checkIn(s.db, place.id, people.map((x) => x.id), way, now);
    if (signed.length === 0) throw refuse(errors.already);
    return { signed: signed.length, at: now.toISOString(), place: place.name, distance };
  }),

  implement(act.roster, async ({ iid, token, actId, placeId }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const a = await activityOf(s.db, iid, actId);
    requireLeader(a, me);
    const people = await s.db
      .select({ id: participants.id, name: participants.name, mobile: participants.mobile, orderId: participants.orderId })
      .from(participants)
      .innerJoin(enrolments, eq(enrolments.orderId, participants.orderId))
      .where(and(eq(enrolments.activityId, a.id), eq(enrolments.status, PAID)))
      .orderBy(asc(participants.id));
    const places = await s.db.select({ id: signPlaces.id, name: signPlaces.name }).from(signPlaces).where(eq(signPlaces.activityId, a.id));
    const placeIds = placeId === undefined ? places.map((x) => x.id) : places.filter((x) => x.id === placeId).map((x) => x.id);
    const checks = people.length && placeIds.length
      ? await s.db
          .select()
          .from(checkins)
          .where(and(inArray(checkins.participantId, people.map((x) => x.id)), inArray(checkins.placeId, placeIds)))
          .orderBy(desc(checkins.at))
      : [];
    const list = people.map((x) => {
      const c = checks.find((k) => k.participantId === x.id);
      return {
        id: x.id,
        name: x.name,
        mobile: maskMobile(x.mobile),
        orderId: x.orderId,
        signedAt: c ? c.at.toISOString() : null,
        place: c ? (places.find((pl) => pl.id === c.placeId)?.name ?? '') : '',
      };
    });
    return { title: a.title, total: list.length, signed: list.filter((x) => x.signedAt).length, list };
  }),

  implement(act.participant, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const [row] = await s.db
      .select({ p: participants, e: enrolments })
      .from(participants)
      .innerJoin(enrolments, eq(enrolments.orderId, participants.orderId))
      .where(and(eq(participants.id, id), eq(enrolments.iid, iid)));
    if (!row) throw refuse(act.participant.errors.notLeader);
    requireLeader(await activityOf(s.db, iid, row.e.activityId), me);
    const signs = await s.db
      .select({ place: signPlaces.name, at: checkins.at, way: checkins.way })
      .from(checkins)
      .innerJoin(signPlaces, eq(signPlaces.id, checkins.placeId))
      .where(eq(checkins.participantId, id))
      .orderBy(asc(checkins.at));
    const { p, e } = row;
    return {
      id: p.id,
      name: p.name,
      gender: p.gender,
      mobile: p.mobile,
      idType: p.idType,
      idNumber: p.idNumber,
      birthDate: p.birthDate,
      emergencyName: p.emergencyName,
      emergencyPhone: p.emergencyPhone,
      actId: e.activityId,
      orderId: e.orderId,
      signCode: e.code,
      insured: e.insured,
      signs: signs.map((x) => ({ place: x.place, at: x.at.toISOString(), way: x.way })),
    };
  }),

  implement(act.signByCode, async ({ iid, token, actId, placeId, code }, { services: s }) => {
    const errors = act.signByCode.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const a = await activityOf(s.db, iid, actId);
    requireLeader(a, me);
    const [place] = await s.db.select().from(signPlaces).where(and(eq(signPlaces.id, placeId), eq(signPlaces.activityId, a.id)));
    if (!place) throw refuse(act.sign.errors.placeNotFound);
    const [e] = await s.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.code, code.trim()), eq(enrolments.activityId, a.id), eq(enrolments.status, PAID)));
    if (!e) throw refuse(errors.badCode);
    const people = await s.db.select().from(participants).where(eq(participants.orderId, e.orderId)).orderBy(asc(participants.id));
    const signed = await checkIn(s.db, place.id, people.map((x) => x.id), act.SIGN_WAY.leader, now);
    if (signed.length === 0) throw refuse(errors.already);
    return { signed: signed.length, names: people.filter((x) => signed.includes(x.id)).map((x) => x.name) };
  }),

  implement(act.signRecords, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const rows = await s.db
      .select({ actId: activities.id, title: activities.title, place: signPlaces.name, name: participants.name, at: checkins.at, way: checkins.way })
      .from(checkins)
      .innerJoin(participants, eq(participants.id, checkins.participantId))
      .innerJoin(enrolments, eq(enrolments.orderId, participants.orderId))
      .innerJoin(signPlaces, eq(signPlaces.id, checkins.placeId))
      .innerJoin(activities, eq(activities.id, enrolments.activityId))
      .where(and(eq(enrolments.memberId, me.id), eq(enrolments.iid, iid)))
      .orderBy(desc(checkins.at))
      .limit(200);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }),
];
