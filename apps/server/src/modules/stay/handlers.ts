import { order, stay } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gt, inArray, lte, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse, ReplyError } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { shanghaiDay } from '../../platform/time';
import { requireMember, type Member } from '../member/api';
import { expireDueOrdersOf, ordersOfMember, refundOrderInFull, releaseExpiredHolds } from '../order/api';
import { canCancel, linkStay, releaseStay, shownStatus } from './booking';
import { daysBetween, nightsOfRoom, type RoomRow } from './nights';
import { myPackagesOf } from './my-packages';
import { stayBookings, stayPackages, stayPlaces, stayRooms } from './schema';

const { BOOKING_STATUS: S } = stay;
/** Unpaid stays past their time give their nights and packages back before anything is counted. */
const releaseExpired = (s: Parameters<typeof releaseExpiredHolds>[0]) => releaseExpiredHolds(s, order.BUSINESS_TYPE.homestay);
type PlaceRow = typeof stayPlaces.$inferSelect;

function placeCard(p: PlaceRow, minPrice: number): stay.PlaceCard {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    cover: p.cover,
    region: p.region,
    address: p.address,
    tags: p.tags,
    minPrice,
    rating: p.rating / 10,
    lat: p.lat,
    lng: p.lng,
  };
}

async function roomCards(db: Db, rooms: RoomRow[], today: string): Promise<stay.RoomCard[]> {
  return Promise.all(
    rooms.map(async (r) => {
      const tonight = (await nightsOfRoom(db, r, today, today, today))[today];
      return {
        id: r.id,
        placeId: r.placeId,
        name: r.name,
        kind: r.kind,
        image: r.image,
        capacity: r.capacity,
        bed: r.bed,
        price: r.price,
        weekendPrice: r.weekendPrice,
        remainingTonight: tonight && !tonight.closed ? tonight.remaining : 0,
      };
    }),
  );
}

/** The tenant's rooms on sale of these places, lowest price first. */
const roomsOf = (db: Db, iid: number, placeIds: number[]) =>
  db
    .select()
    .from(stayRooms)
    .where(and(eq(stayRooms.iid, iid), inArray(stayRooms.placeId, placeIds), eq(stayRooms.onSale, true)))
    .orderBy(asc(stayRooms.price), asc(stayRooms.id));

/** The tenant's places of a type, with their lowest price (api.ts's map reads it too). */
export async function placesOf(db: Db, iid: number, type: number | undefined, page?: { limit: number; offset: number }) {
  const where = type === undefined ? eq(stayPlaces.iid, iid) : and(eq(stayPlaces.iid, iid), eq(stayPlaces.type, type));
  const query = db.select().from(stayPlaces).where(where).orderBy(desc(stayPlaces.rating), asc(stayPlaces.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const prices = rows.length
    ? await db
        .select({ placeId: stayRooms.placeId, price: min(stayRooms.price) })
        .from(stayRooms)
        .where(and(inArray(stayRooms.placeId, rows.map((r) => r.id)), eq(stayRooms.onSale, true)))
        .groupBy(stayRooms.placeId)
    : [];
  const lowest = new Map(prices.map((p) => [p.placeId, p.price ?? 0]));
  const [total] = await db.select({ n: count() }).from(stayPlaces).where(where);
  return { list: rows.map((p) => placeCard(p, lowest.get(p.id) ?? 0)), total: total?.n ?? 0 };
}

async function bookingRows(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select({ b: stayBookings, room: stayRooms, place: stayPlaces })
    .from(stayBookings)
    .innerJoin(stayRooms, eq(stayRooms.id, stayBookings.roomId))
    .innerJoin(stayPlaces, eq(stayPlaces.id, stayRooms.placeId))
    .where(where)
    .orderBy(desc(stayBookings.createdAt), desc(stayBookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Ties the member's bookings made through /h5/order/create to their orders (the kernel reserves before its order has an id). */
async function linkOrders(db: Db, me: Member): Promise<void> {
  const unlinked = await db
    .select({ ref: stayBookings.ref })
    .from(stayBookings)
    .where(and(eq(stayBookings.memberId, me.id), eq(stayBookings.orderId, ''), eq(stayBookings.status, S.waitingPayment)));
  if (unlinked.length === 0) return;
  const refs = new Set(unlinked.map((u) => u.ref));
  for (const o of await ordersOfMember(db, { iid: me.iid, memberId: me.id }, [order.BUSINESS_TYPE.homestay])) {
    const ref = o.snapshot.ref;
    if (typeof ref === 'string' && refs.has(ref)) await linkStay(db, ref, o.orderId);
  }
}

/** The booking filter of a tab: stayed is a booked stay whose check-out day has come (days are texts in date order). */
function byStatus(status: number, today: string): SQL | undefined {
  if (status === S.stayed) return and(eq(stayBookings.status, S.booked), lte(stayBookings.checkOut, today));
  if (status === S.booked) return and(eq(stayBookings.status, S.booked), gt(stayBookings.checkOut, today));
  if (status === S.waitingPayment || status === S.cancelled) return eq(stayBookings.status, status);
  return undefined;
}

function bookingOf(r: Awaited<ReturnType<typeof bookingRows>>[number], today: string): stay.Booking {
  const { b, room, place } = r;
  return {
    id: b.id,
    orderId: b.orderId,
    placeId: place.id,
    placeType: place.type,
    placeName: place.name,
    roomId: room.id,
    roomName: room.name,
    image: room.image,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: daysBetween(b.checkIn, b.checkOut),
    rooms: b.rooms,
    guests: b.guests,
    amount: b.amount,
    status: shownStatus(b, today),
    canCancel: canCancel(b, room.cancelDays, today),
    contactName: b.contactName,
    contactPhone: b.contactPhone,
    createdAt: b.createdAt.toISOString(),
  };
}

/** Campsites and homestays: lists, pages, nights, and the member's bookings. */
export const stayCalls = [
  implement(stay.places, async ({ iid, type, ...page }, { services: s }) =>
    placesOf(s.db, iid, type, { limit: page.pageSize, offset: pageOffset(page) }),
  ),

  implement(stay.place, async ({ iid, id }, { services: s }) => {
    await releaseExpired(s);
    const [p] = await s.db.select().from(stayPlaces).where(and(eq(stayPlaces.id, id), eq(stayPlaces.iid, iid)));
    if (!p) throw refuse(stay.place.errors.notFound);
    const today = shanghaiDay(new Date(s.now()));
    const rooms = await roomCards(s.db, await roomsOf(s.db, iid, [p.id]), today);
    const packages = await s.db
      .select()
      .from(stayPackages)
      .where(and(eq(stayPackages.placeId, p.id), eq(stayPackages.iid, iid)))
      .orderBy(asc(stayPackages.price));
    return {
      ...placeCard(p, rooms[0]?.price ?? 0),
      images: p.images,
      facilities: p.facilities,
      notice: p.notice,
      intro: p.intro,
      phone: p.phone,
      rooms,
      packages: packages.map(({ id, placeId, title, image, price, stock, validFrom, validTo }) => ({ id, placeId, title, image, price, stock, validFrom, validTo })),
    };
  }),

  implement(stay.room, async ({ iid, id }, { services: s }) => {
    await releaseExpired(s);
    const [row] = await s.db
      .select({ room: stayRooms, place: stayPlaces })
      .from(stayRooms)
      .innerJoin(stayPlaces, eq(stayPlaces.id, stayRooms.placeId))
      .where(and(eq(stayRooms.id, id), eq(stayRooms.iid, iid), eq(stayRooms.onSale, true)));
    if (!row) throw refuse(stay.room.errors.notFound);
    const [card] = await roomCards(s.db, [row.room], shanghaiDay(new Date(s.now())));
    if (!card) throw new Error('room card missing');
    const { images, facilities, policy, cancelDays } = row.room;
    return { ...card, placeName: row.place.name, placeType: row.place.type, images, facilities, policy, cancelDays };
  }),

  implement(stay.packageDetail, async ({ iid, id }, { services: s }) => {
    await releaseExpired(s);
    const [row] = await s.db
      .select({ pkg: stayPackages, placeName: stayPlaces.name })
      .from(stayPackages)
      .innerJoin(stayPlaces, eq(stayPlaces.id, stayPackages.placeId))
      .where(and(eq(stayPackages.id, id), eq(stayPackages.iid, iid)));
    if (!row) throw refuse(stay.packageDetail.errors.notFound);
    const { iid: _tenant, ...pkg } = row.pkg;
    return { ...pkg, placeName: row.placeName };
  }),

  implement(stay.availability, async ({ iid, roomId, from, to }, { services: s }) => {
    const [room] = await s.db.select().from(stayRooms).where(and(eq(stayRooms.id, roomId), eq(stayRooms.iid, iid)));
    if (!room) throw refuse(stay.availability.errors.notFound);
    if (to < from || daysBetween(from, to) > 62) throw refuse(stay.STAY_ERRORS.badDates, '日期范围不正确（最多62天）');
    await releaseExpired(s);
    return nightsOfRoom(s.db, room, from, to, shanghaiDay(new Date(s.now())));
  }),

  implement(stay.bookings, async ({ iid, token, status, ...page }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const today = shanghaiDay(now);
    const where = and(eq(stayBookings.memberId, me.id), eq(stayBookings.iid, iid), byStatus(status, today));
    await linkOrders(s.db, me);
    const rows = await bookingRows(s.db, where, { limit: page.pageSize, offset: pageOffset(page) });
    const [total] = await s.db.select({ n: count() }).from(stayBookings).where(where);
    return { list: rows.map((r) => bookingOf(r, today)), total: total?.n ?? 0 };
  }),

  implement(stay.myPackages, async ({ iid, token, ...page }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    // An unpaid order past its time is shown no longer (its stock is back on sale).
    await expireDueOrdersOf(s, me.id);
    return myPackagesOf(s.db, { iid, memberId: me.id }, { limit: page.pageSize, offset: pageOffset(page) }, shanghaiDay(now));
  }),

  implement(stay.cancel, async ({ iid, token, id }, { services: s }) => {
    const errors = stay.cancel.errors;
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const bookingOf = async (db: Db) => {
      const [row] = await db
        .select({ b: stayBookings, cancelDays: stayRooms.cancelDays })
        .from(stayBookings)
        .innerJoin(stayRooms, eq(stayRooms.id, stayBookings.roomId))
        .where(and(eq(stayBookings.id, id), eq(stayBookings.memberId, me.id), eq(stayBookings.iid, iid)));
      if (!row) throw refuse(errors.notFound);
      const today = shanghaiDay(now);
      const status = shownStatus(row.b, today);
      if (status !== S.waitingPayment && status !== S.booked) throw refuse(errors.notCancellable);
      if (!canCancel(row.b, row.cancelDays, today)) throw refuse(errors.tooLate);
      return row.b;
    };
    const booking = await bookingOf(s.db);
    // A paid booking is refunded in full through the kernel first: if the provider refuses, the
    // booking stands. Its notify later releases the order (the seller's release: nothing twice).
    if (booking.status === S.booked && booking.orderId) {
      try {
        await refundOrderInFull(s, booking.orderId, '取消预订，全额退款');
      } catch (error) {
        // Applied for already (a second tap): the booking is cancelled below as the first asked.
        if (!(error instanceof ReplyError && error.code === order.refund.errors.already.code)) throw error;
      }
    }
    await s.db.transaction((tx) => releaseStay(tx, booking.ref, now));
    return true;
  }),
];
