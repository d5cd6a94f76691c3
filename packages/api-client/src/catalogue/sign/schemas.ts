import * as z from 'zod/mini';
import { callError } from '../../define';
import { instant, pagedByPageNumber } from '../shapes';

/** A subject's state by its dates: 0 not started, 1 open, 2 ended. */
export const SUBJECT_STATE = { notStarted: 0, open: 1, ended: 2 } as const;

/** How a check-in was made: within the site's radius, or by its QR code. */
export const CHECK_IN_METHOD = { location: 'location', qr: 'qr' } as const;

/** A sign-in subject (a check-in campaign) with the member's progress (0 done when signed out). */
export const subjectCardSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  banner: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  state: z.number().check(z.int()),
  siteCount: z.number().check(z.int()),
  doneCount: z.number().check(z.int()),
  /** People who checked in at least once. */
  people: z.number().check(z.int()),
});
export type SubjectCard = z.infer<typeof subjectCardSchema>;

/** A site: where to check in, within `radius` metres of (lat, lng), WGS84. */
export const siteSchema = z.object({
  id: z.number().check(z.int()),
  subjectId: z.number().check(z.int()),
  areaId: z.number().check(z.int()),
  name: z.string(),
  image: z.string(),
  intro: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number().check(z.int()),
  points: z.number().check(z.int()),
  /** When the member checked in here, else null. */
  doneAt: z.nullable(instant),
});
export type Site = z.infer<typeof siteSchema>;

export const areaSchema = z.object({
  id: z.number().check(z.int()),
  subjectId: z.number().check(z.int()),
  name: z.string(),
  image: z.string(),
  intro: z.string(),
  sites: z.array(siteSchema),
});
export type Area = z.infer<typeof areaSchema>;

export const subjectSchema = z.extend(subjectCardSchema, {
  intro: z.string(),
  rules: z.string(),
  areas: z.array(areaSchema),
});
export type Subject = z.infer<typeof subjectSchema>;

/** A site's page: the site, its area and subject names. */
export const siteDetailSchema = z.extend(siteSchema, { areaName: z.string(), subjectTitle: z.string(), subjectState: z.number().check(z.int()) });
export type SiteDetail = z.infer<typeof siteDetailSchema>;

/** What a check-in gave: points, how far the member was (null by QR), and the subject's progress. */
export const checkInResultSchema = z.object({
  siteId: z.number().check(z.int()),
  points: z.number().check(z.int()),
  distance: z.nullable(z.number().check(z.int())),
  doneCount: z.number().check(z.int()),
  siteCount: z.number().check(z.int()),
  /** Every site of the subject is done: the certificate is ready. */
  completed: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** One of the member's check-ins (record). */
export const recordSchema = z.object({
  id: z.number().check(z.int()),
  siteId: z.number().check(z.int()),
  siteName: z.string(),
  subjectId: z.number().check(z.int()),
  subjectTitle: z.string(),
  method: z.string(),
  points: z.number().check(z.int()),
  createdAt: instant,
});
export type SignRecord = z.infer<typeof recordSchema>;

/** A row of a subject's rank: sites done, the earliest to reach it first. */
export const rankRowSchema = z.object({ rank: z.number().check(z.int()), name: z.string(), avatar: z.string(), count: z.number().check(z.int()), points: z.number().check(z.int()) });
export type RankRow = z.infer<typeof rankRowSchema>;

/** A subject's completion certificate. */
export const certificateSchema = z.object({
  subjectId: z.number().check(z.int()),
  title: z.string(),
  name: z.string(),
  certNo: z.string(),
  completedAt: instant,
  siteCount: z.number().check(z.int()),
  points: z.number().check(z.int()),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A place on a map: a sign-in site, a campsite or a homestay, with the app path it opens. */
export const mapPlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(['site', 'campsite', 'homestay']),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** A site the member has checked in at. */
  done: z.boolean(),
  link: z.string(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** Who to call in an emergency. */
export const emergencyContactSchema = z.object({ name: z.string(), phone: z.string() });

export const recordPaging = pagedByPageNumber(20, 50);
export const subjectNotFound = callError(404, '打卡活动不存在');
export const siteNotFound = callError(404, '打卡点位不存在');
