import { stay } from '@tongxin/api-client/catalogue';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { stayNights, type stayRooms } from './schema';

/*
 * A room's nights: what each costs and how many are left, and taking and giving them back. A
 * night has a row only once it differs from the room's defaults; taking one makes its row from the
 * room's stock and then takes with one conditional UPDATE (… WHERE remaining >= n), so two guests
 * for the last room cannot both get it and nothing goes below zero.
 */

const DAY_MS = 86_400_000;
const { STAY_ERRORS: E } = stay;

export type RoomRow = typeof stayRooms.$inferSelect;
/** A transaction or the database: nights are read and taken inside the caller's transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** The day `n` days after a 'YYYY-MM-DD' day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Whether a 'YYYY-MM-DD' text is a real calendar day. */
export function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** The nights from check-in to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

/** The default price of a night: Friday and Saturday nights at the weekend price. */
export function defaultPrice(room: Pick<RoomRow, 'price' | 'weekendPrice'>, day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6 ? room.weekendPrice : room.price;
}

/** Checks a stay's dates against today (the tenant's day) and the limits; refuses in the spec's words. */
export function checkStayDates(checkIn: string, checkOut: string, today: string): string[] {
  if (!isDay(checkIn) || !isDay(checkOut)) throw refuse(E.badDates, '请选择入住和离店日期');
  if (checkOut <= checkIn) throw refuse(E.badDates);
  if (checkIn < today) throw refuse(E.pastDate);
  if (daysBetween(today, checkIn) > stay.BOOKING_HORIZON_DAYS) throw refuse(E.tooFar);
  const nights = nightsOf(checkIn, checkOut);
  if (nights.length > stay.MAX_NIGHTS) throw refuse(E.tooLong);
  return nights;
}

/** Each day's price, rooms left and closed flag, for days `from`..`to` within today..horizon. */
export async function nightsOfRoom(db: Tx, room: RoomRow, from: string, to: string, today: string): Promise<Record<string, stay.DayAvailability>> {
  const last = addDays(today, stay.BOOKING_HORIZON_DAYS + stay.MAX_NIGHTS);
  const start = from < today ? today : from;
  const end = to > last ? last : to;
  const days = start <= end ? nightsOf(start, addDays(end, 1)) : [];
  if (days.length === 0) return {};
  const rows = await db
    .select()
    .from(stayNights)
    .where(and(eq(stayNights.roomId, room.id), inArray(stayNights.day, days)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: Record<string, stay.DayAvailability> = {};
  for (const day of days) {
    const row = byDay.get(day);
    out[day] = {
      price: row?.price ?? defaultPrice(room, day),
      remaining: room.onSale ? (row?.remaining ?? room.stock) : 0,
      closed: !room.onSale || (row?.closed ?? false),
    };
  }
  return out;
}

/** What a stay of `rooms` rooms costs (fen), refusing a closed or full night. */
export async function priceStay(db: Tx, room: RoomRow, nights: string[], rooms: number, today: string): Promise<number> {
  const days = await nightsOfRoom(db, room, nights[0] ?? today, nights[nights.length - 1] ?? today, today);
  let total = 0;
  for (const night of nights) {
    const d = days[night];
    if (!d || d.closed || d.remaining < rooms) throw refuse(E.full);
    total += d.price * rooms;
  }
  return total;
}

/**
 * Takes `rooms` rooms for each night, inside the caller's transaction: all nights or none (a
 * refusal thrown rolls the transaction back). The conditional UPDATE re-reads a row another
 * transaction has just taken from, so the last room goes to one guest only.
 */
export async function takeNights(tx: Tx, room: RoomRow, nights: string[], rooms: number): Promise<void> {
  const days = [...nights].sort();
  await tx
    .insert(stayNights)
    .values(days.map((day) => ({ roomId: room.id, day, remaining: room.stock })))
    .onConflictDoNothing();
  const taken = await tx
    .update(stayNights)
    .set({ remaining: sql`${stayNights.remaining} - ${rooms}` })
    .where(and(eq(stayNights.roomId, room.id), inArray(stayNights.day, days), gte(stayNights.remaining, rooms), eq(stayNights.closed, false)))
    .returning({ day: stayNights.day });
  if (taken.length !== days.length) throw refuse(E.full);
}

/** Gives `rooms` rooms back for each night (a cancelled or expired booking). */
export async function giveBackNights(tx: Tx, roomId: number, nights: string[], rooms: number): Promise<void> {
  if (nights.length === 0) return;
  await tx
    .update(stayNights)
    .set({ remaining: sql`${stayNights.remaining} + ${rooms}` })
    .where(and(eq(stayNights.roomId, roomId), inArray(stayNights.day, [...nights].sort())));
}
