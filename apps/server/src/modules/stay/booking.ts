import { stay } from '@tongxin/api-client/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { shanghaiDay } from '../../platform/time';
import { checkStayDates, daysBetween, giveBackNights, nightsOf, priceStay, takeNights, type RoomRow, type Tx } from './nights';
import { stayBookings, stayPlaces, stayRooms } from './schema';

/*
 * A stay as an order line (business type 3, homestay), and the booking it becomes: priced by the
 * server from the room's nights, taken in the order's transaction, given back when the order is
 * cancelled or expires, confirmed when it is paid.
 */

const { STAY_ERRORS: E, BOOKING_STATUS: S } = stay;

/** What a guest asks for: `rooms` of room `roomId` from check-in to check-out, for `guests` people. */
export interface StayRequest {
  roomId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
}

/** A priced stay: what the order shows and charges. */
export interface StayQuote {
  room: RoomRow;
  placeName: string;
  nights: string[];
  /** The whole stay, fen. */
  amount: number;
  title: string;
  image: string;
}

/** The room on sale of the tenant, or the refusal. */
async function roomOnSale(tx: Tx, iid: number, roomId: number): Promise<{ room: RoomRow; placeName: string }> {
  const [row] = await tx
    .select({ room: stayRooms, placeName: stayPlaces.name })
    .from(stayRooms)
    .innerJoin(stayPlaces, eq(stayPlaces.id, stayRooms.placeId))
    .where(and(eq(stayRooms.id, roomId), eq(stayRooms.iid, iid), eq(stayRooms.onSale, true)))
    .limit(1);
  if (!row) throw refuse(E.roomNotFound);
  return row;
}

/** Prices a stay for today (`now`'s day in Asia/Shanghai), refusing bad dates, too many guests or rooms, full nights. */
export async function quoteStay(tx: Tx, iid: number, request: StayRequest, now: Date): Promise<StayQuote> {
  const nights = checkStayDates(request.checkIn, request.checkOut, shanghaiDay(now));
  if (!Number.isInteger(request.rooms) || request.rooms < 1 || request.rooms > stay.MAX_ROOMS) throw refuse(E.badRooms);
  const { room, placeName } = await roomOnSale(tx, iid, request.roomId);
  if (!Number.isInteger(request.guests) || request.guests < 1 || request.guests > room.capacity * request.rooms) throw refuse(E.tooManyGuests);
  const amount = await priceStay(tx, room, nights, request.rooms, shanghaiDay(now));
  return { room, placeName, nights, amount, title: `${placeName}·${room.name}`, image: room.image };
}

export interface BookingOwner {
  iid: number;
  memberId: number;
  /** The booking's reference (the order's snapshot carries it). */
  ref: string;
  contactName: string;
  contactPhone: string;
  remark?: string;
}

/**
 * Takes the nights of a priced stay and records the booking, waiting for payment, in the
 * caller's (the order's) transaction: a full night refuses and the transaction rolls back.
 */
export async function reserveStay(tx: Tx, owner: BookingOwner, request: StayRequest, quote: StayQuote, now: Date): Promise<void> {
  await takeNights(tx, quote.room, quote.nights, request.rooms);
  await tx.insert(stayBookings).values({
    iid: owner.iid,
    memberId: owner.memberId,
    ref: owner.ref,
    roomId: quote.room.id,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    rooms: request.rooms,
    guests: request.guests,
    amount: quote.amount,
    contactName: owner.contactName,
    contactPhone: owner.contactPhone,
    remark: owner.remark ?? '',
    status: S.waitingPayment,
    createdAt: now,
  });
}

/** Cancels a booking (its order cancelled, expired or refunded, or the member cancels) and gives its nights back; once. */
export async function releaseStay(tx: Tx, ref: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(stayBookings)
    .set({ status: S.cancelled, cancelledAt: now })
    .where(and(eq(stayBookings.ref, ref), inArray(stayBookings.status, [S.waitingPayment, S.booked])))
    .returning();
  if (!row) return false;
  await giveBackNights(tx, row.roomId, nightsOf(row.checkIn, row.checkOut), row.rooms);
  return true;
}

/**
 * The booking of a paid order is confirmed and tied to its order. A booking cancelled before the
 * payment arrived takes its nights again if they are still free; otherwise it stays cancelled and
 * the order is one to refund.
 */
export async function confirmStay(tx: Db, ref: string, orderId: string): Promise<boolean> {
  const [row] = await tx.select().from(stayBookings).where(eq(stayBookings.ref, ref)).for('update');
  if (!row) return false;
  if (row.status === S.cancelled) {
    const [room] = await tx.select().from(stayRooms).where(eq(stayRooms.id, row.roomId));
    if (!room) return false;
    try {
      // A savepoint: a night already gone undoes the nights taken before it.
      await tx.transaction((sp) => takeNights(sp, room, nightsOf(row.checkIn, row.checkOut), row.rooms));
    } catch {
      return false;
    }
  }
  await tx.update(stayBookings).set({ status: S.booked, orderId, cancelledAt: null }).where(eq(stayBookings.id, row.id));
  return true;
}

/** Ties a booking to its order once the kernel has made it. */
export async function linkStay(tx: Tx, ref: string, orderId: string): Promise<void> {
  await tx.update(stayBookings).set({ orderId }).where(and(eq(stayBookings.ref, ref), eq(stayBookings.orderId, '')));
}

/** The status a booking shows today: a booked stay whose check-out day has come is stayed. */
export function shownStatus(b: { status: number; checkOut: string }, today: string): number {
  return b.status === S.booked && b.checkOut <= today ? S.stayed : b.status;
}

/** Whether the member may cancel now: unpaid, or booked at least `cancelDays` days before check-in. */
export function canCancel(b: { status: number; checkIn: string; checkOut: string }, cancelDays: number, today: string): boolean {
  const status = shownStatus(b, today);
  if (status === S.waitingPayment) return true;
  return status === S.booked && daysBetween(today, b.checkIn) >= cancelDays;
}
