import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Activities. Every row carries its tenant (iid) or hangs off an activity that does;
 * a member's rows carry the member, and handlers filter on both.
 */

/** A form component of an activity's own registration form (spec §3), as the form renderer reads it. */
export interface StoredFormComponent {
  id: number;
  name: string;
  type: number;
  must: number;
  content: string;
  placeholder: string;
}

/** An activity (a trip): dates, places, quota, price and insurance in fen, its texts and route. */
export const activities = pgTable(
  'act_activities',
  {
    id: integer('id').primaryKey(),
    iid: integer('iid').notNull(),
    title: text('title').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    difficulty: text('difficulty').notNull().default(''),
    /** Departure province (its name) and city, destination. */
    province: text('province').notNull(),
    originCity: text('origin_city').notNull(),
    destination: text('destination').notNull(),
    /** Departures of one trip share a series (origin/detail). */
    series: text('series').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    days: integer('days').notNull(),
    gatherAt: timestamp('gather_at', { withTimezone: true }).notNull(),
    gatherPlace: text('gather_place').notNull(),
    enrollStart: timestamp('enroll_start', { withTimezone: true }).notNull(),
    enrollEnd: timestamp('enroll_end', { withTimezone: true }).notNull(),
    quota: integer('quota').notNull(),
    minimum: integer('minimum').notNull().default(1),
    /** Places taken by paid and waiting enrolments: only ever changed by a conditional update (taken ≤ quota). */
    taken: integer('taken').notNull().default(0),
    /** Per person, in fen. */
    price: integer('price').notNull(),
    insurancePrice: integer('insurance_price').notNull().default(0),
    /** INSURANCE_MODE: 0 none, 1 optional, 2 forced. */
    insuranceMode: integer('insurance_mode').notNull().default(0),
    /** Commission per person for a distributor, in per mille of the price. */
    commissionRate: integer('commission_rate').notNull().default(0),
    leaderName: text('leader_name').notNull(),
    leaderBio: text('leader_bio').notNull().default(''),
    /** The leader's mobile: the member of the tenant signed in with it opens the roster and checks people in. */
    leaderMobile: text('leader_mobile').notNull().default(''),
    organiser: text('organiser').notNull(),
    schedule: jsonb('schedule').$type<{ title: string; text: string }[]>().notNull(),
    feeIncluded: text('fee_included').notNull().default(''),
    feeExcluded: text('fee_excluded').notNull().default(''),
    equipment: text('equipment').notNull().default(''),
    notes: text('notes').notNull().default(''),
    refundRules: text('refund_rules').notNull().default(''),
    distanceKm: doublePrecision('distance_km').notNull().default(0),
    climbM: integer('climb_m').notNull().default(0),
    track: jsonb('track').$type<[number, number][]>().notNull(),
    form: jsonb('form').$type<StoredFormComponent[]>().notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    index('act_activities_tenant').on(t.iid, t.startAt),
    index('act_activities_series').on(t.iid, t.series),
    // The database itself refuses an oversold activity, whatever a handler does.
    check('act_activities_taken_range', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.quota}`),
  ],
);

/** A gathering or boarding point of an activity where participants check in. */
export const signPlaces = pgTable('act_sign_places', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  radius: integer('radius').notNull(),
  /** The secret its printed QR code carries. */
  qr: text('qr').notNull(),
  time: timestamp('time', { withTimezone: true }).notNull(),
});

/** A member's saved companion (常用报名人). */
export const companions = pgTable(
  'act_companions',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    name: text('name').notNull(),
    gender: integer('gender').notNull(),
    mobile: text('mobile').notNull(),
    idType: integer('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    birthDate: text('birth_date').notNull(),
    emergencyName: text('emergency_name').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('act_companions_once').on(t.memberId, t.idNumber)],
);

/** An enrolment: an order of business type 1, priced by the server, with its places taken. */
export const enrolments = pgTable(
  'act_enrolments',
  {
    orderId: text('order_id').primaryKey(),
    iid: integer('iid').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    memberId: memberIdColumn(),
    /** The member's nick name when they enrolled (the rank and the enrolled list show it). */
    nickName: text('nick_name').notNull(),
    /** order.ORDER_STATUS: 1 waiting, 3 cancelled (places given back), 11 paid. */
    status: integer('status').notNull(),
    num: integer('num').notNull(),
    unitPrice: integer('unit_price').notNull(),
    insurancePrice: integer('insurance_price').notNull(),
    insured: boolean('insured').notNull(),
    total: integer('total').notNull(),
    remark: text('remark').notNull().default(''),
    info: jsonb('info').$type<Record<string, string>>().notNull(),
    tradeNo: text('trade_no').notNull().default(''),
    /** The code the leader checks the group in with. */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('act_enrolments_member').on(t.memberId, t.createdAt),
    index('act_enrolments_activity').on(t.activityId, t.status),
    uniqueIndex('act_enrolments_trade_no').on(t.tradeNo).where(sql`${t.tradeNo} <> ''`),
    uniqueIndex('act_enrolments_code').on(t.code),
    // One live (waiting or paid) enrolment per member and activity: a double tap cannot take places twice.
    uniqueIndex('act_enrolments_live').on(t.activityId, t.memberId).where(sql`${t.status} in (1, 11)`),
  ],
);

/** A person of an enrolment. */
export const participants = pgTable('act_participants', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => enrolments.orderId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  gender: integer('gender').notNull(),
  mobile: text('mobile').notNull(),
  idType: integer('id_type').notNull(),
  idNumber: text('id_number').notNull(),
  birthDate: text('birth_date').notNull(),
  emergencyName: text('emergency_name').notNull(),
  emergencyPhone: text('emergency_phone').notNull(),
});

/** A participant's check-in at a sign place: once per place. */
export const checkins = pgTable(
  'act_checkins',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => signPlaces.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    /** SIGN_WAY. */
    way: integer('way').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('act_checkins_once').on(t.participantId, t.placeId)],
);

/** A member's review of an activity they took part in: once. */
export const reviews = pgTable(
  'act_reviews',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    nickName: text('nick_name').notNull(),
    score1: integer('score1').notNull(),
    score2: integer('score2').notNull(),
    score3: integer('score3').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('act_reviews_once').on(t.activityId, t.memberId)],
);

/** A team within an activity; members join with its code. */
export const teams = pgTable('act_teams', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  leader: text('leader').notNull(),
  capacity: integer('capacity').notNull(),
  code: text('code').notNull(),
});

export const teamMembers = pgTable(
  'act_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull(),
    memberId: memberIdColumn(),
  },
  (t) => [uniqueIndex('act_team_members_once').on(t.activityId, t.memberId)],
);

/**
 * A member's answers to an activity's own registration form (/api/registration/*): a draft
 * (saveFormItems) until committed (commitForm: every component checked); reset deletes it.
 */
export const formDrafts = pgTable(
  'act_form_drafts',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** REG_STATUS: 1 draft, 2 committed. */
    status: integer('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('act_form_drafts_once').on(t.activityId, t.memberId)],
);
