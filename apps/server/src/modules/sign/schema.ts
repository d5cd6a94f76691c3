import { doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Sign-in sites: subjects (campaigns) of areas of sites, each with coordinates and a radius, the
 * members' check-ins and certificates, the tenant's emergency numbers and the SOS alerts members
 * send. Every row carries its tenant (iid).
 */

/** A campaign open from `start_day` to `end_day` (YYYY-MM-DD, Asia/Shanghai, both included). */
export const signSubjects = pgTable('sign_subjects', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  banner: text('banner').notNull(),
  intro: text('intro').notNull(),
  rules: text('rules').notNull(),
  startDay: text('start_day').notNull(),
  endDay: text('end_day').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const signAreas = pgTable('sign_areas', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => signSubjects.id),
  name: text('name').notNull(),
  image: text('image').notNull(),
  intro: text('intro').notNull(),
});

/** A site: check in within `radius` metres of (lat, lng) (WGS84), or with `code`, the secret its QR carries. */
export const signSites = pgTable('sign_sites', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => signSubjects.id),
  areaId: integer('area_id')
    .notNull()
    .references(() => signAreas.id),
  name: text('name').notNull(),
  image: text('image').notNull(),
  intro: text('intro').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  radius: integer('radius').notNull(),
  points: integer('points').notNull(),
  code: text('code').notNull(),
});

/** A member's check-in at a site, once per site; `nick`/`avatar` as the member showed then (for ranks). */
export const signCheckIns = pgTable(
  'sign_check_ins',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    siteId: integer('site_id')
      .notNull()
      .references(() => signSites.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => signSubjects.id),
    method: text('method').notNull(),
    distance: integer('distance'),
    points: integer('points').notNull(),
    nick: text('nick').notNull(),
    avatar: text('avatar').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sign_check_ins_once').on(t.memberId, t.siteId), index('sign_check_ins_subject').on(t.subjectId)],
);

/** A member's certificate of a subject, issued at the check-in that completed it. */
export const signCertificates = pgTable(
  'sign_certificates',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => signSubjects.id),
    certNo: text('cert_no').notNull(),
    name: text('name').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sign_certificates_once').on(t.memberId, t.subjectId)],
);

/** The tenant's emergency numbers (the SOS page lists them before 110 and 120). */
export const signContacts = pgTable('sign_contacts', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A member's SOS: where they were, for the organisation (admin API). */
export const signSosAlerts = pgTable('sign_sos_alerts', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  memberId: memberIdColumn(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracy: integer('accuracy'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
