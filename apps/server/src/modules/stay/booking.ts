import { stay } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
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
  orderId: string;
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
    orderId: owner.orderId,
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

/** Cancels the booking of an order (cancelled, expired or refunded) and gives its nights back; once. */
export async function releaseStay(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(stayBookings)
    .set({ status: S.cancelled, cancelledAt: now })
    .where(and(eq(stayBookings.orderId, orderId), eq(stayBookings.status, S.waitingPayment)))
    .returning();
  const [paid] = row
    ? [row]
    : await tx
        .update(stayBookings)
        .set({ status: S.cancelled, cancelledAt: now })
        .where(and(eq(stayBookings.orderId, orderId), eq(stayBookings.status, S.booked)))
        .returning();
  if (!paid) return false;
  await giveBackNights(tx, paid.roomId, nightsOf(paid.checkIn, paid.checkOut), paid.rooms);
  return true;
}

/** The booking of a paid order is confirmed. */
export async function confirmStay(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(stayBookings)
    .set({ status: S.booked })
    .where(and(eq(stayBookings.orderId, orderId), eq(stayBookings.status, S.waitingPayment)));
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
