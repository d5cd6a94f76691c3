import { act } from '@tongxin/api-client/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from './schema';

export type ActivityRow = typeof activities.$inferSelect;

const { open, full, closed, notOpen } = act.ACT_STATE;

/** What a visitor can do with the activity at `now` (ACT_STATE, never `enrolled`). */
export function stateOf(a: ActivityRow, now: Date): number {
  if (!a.published || now < a.enrollStart) return notOpen;
  if (now > a.enrollEnd || now >= a.startAt) return closed;
  return a.taken >= a.quota ? full : open;
}

/** An activity as a list shows it. */
export function cardOf(a: ActivityRow, now: Date): act.ActCard {
  return {
    id: a.id,
    title: a.title,
    cover: a.images[0] ?? '',
    startAt: a.startAt.toISOString(),
    endAt: a.endAt.toISOString(),
    days: a.days,
    originCity: a.originCity,
    province: a.province,
    destination: a.destination,
    difficulty: a.difficulty,
    tags: a.tags,
    price: a.price,
    enrolled: a.taken,
    quota: a.quota,
    state: stateOf(a, now),
  };
}

/** Metres between two points on the earth (haversine). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}


/** The titles of the tenant's activities among `ids` (the activityTitles port: a companion post names the trip it is about). */
export async function activityTitles(db: Db, iid: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(and(eq(activities.iid, iid), inArray(activities.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.title]));
}
