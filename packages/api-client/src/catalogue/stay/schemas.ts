import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNo, pagedByPageNumber, textParam } from '../shapes';

/** What a place is (the campsite list's `type` query): 1 a campsite, 2 a homestay (bnb). */
export const STAY_TYPE = { campsite: 1, homestay: 2 } as const;

/** What a room is let as: a room indoors or a pitch (营位) for a tent. */
export const ROOM_KIND = { room: 'room', pitch: 'pitch' } as const;

/** A booking's state: 1 waiting for payment, 2 booked (paid), 3 cancelled, 4 stayed (its check-out day passed). */
export const BOOKING_STATUS = { waitingPayment: 1, booked: 2, cancelled: 3, stayed: 4 } as const;

/** The reserve list's tabs: 0 every booking, else one BOOKING_STATUS. */
export const BOOKING_FILTER = { all: 0, ...BOOKING_STATUS } as const;

/** The longest stay one booking takes. */
export const MAX_NIGHTS = 30;
/** How far ahead a stay may start, in days. */
export const BOOKING_HORIZON_DAYS = 180;
/** The most rooms one booking takes. */
export const MAX_ROOMS = 5;

/** A calendar day 'YYYY-MM-DD' (the tenant's local day, Asia/Shanghai). */
export const dayParam = /* @__PURE__ */ textParam(10, 10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'));

/** A campsite or homestay as the list shows it. `minPrice`: the lowest nightly price of its rooms, fen. */
export const placeCardSchema = z.object({
  id: z.number().check(z.int()),
  type: z.number().check(z.int()),
  name: z.string(),
  cover: z.string(),
  region: z.string(),
  address: z.string(),
  tags: z.array(z.string()),
  minPrice: fen,
  /** Guests' rating, 0–5 with one decimal. */
  rating: z.number(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceCard = z.infer<typeof placeCardSchema>;

/** A room or pitch as its place's page lists it. `price`: the weekday night, fen; `remainingTonight`: left for tonight. */
export const roomCardSchema = z.object({
  id: z.number().check(z.int()),
  placeId: z.number().check(z.int()),
  name: z.string(),
  kind: z.string(),
  image: z.string(),
  capacity: z.number().check(z.int()),
  bed: z.string(),
  price: fen,
  weekendPrice: fen,
  remainingTonight: z.number().check(z.int(), z.gte(0)),
});
export type RoomCard = z.infer<typeof roomCardSchema>;

/** A package (套餐): a stay with activities or meals, sold at one price within its validity. */
export const packageCardSchema = z.object({
  id: z.number().check(z.int()),
  placeId: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  price: fen,
  stock: z.number().check(z.int(), z.gte(0)),
  validFrom: z.string(),
  validTo: z.string(),
});
export type PackageCard = z.infer<typeof packageCardSchema>;

/** A campsite's or homestay's page. */
export const placeSchema = z.extend(placeCardSchema, {
  images: z.array(z.string()),
  facilities: z.array(z.string()),
  notice: z.string(),
  intro: z.string(),
  phone: z.string(),
  rooms: z.array(roomCardSchema),
  packages: z.array(packageCardSchema),
});
export type Place = z.infer<typeof placeSchema>;

/** A room's or pitch's page: its place, photos, facilities and the cancellation rule. */
export const roomSchema = z.extend(roomCardSchema, {
  placeName: z.string(),
  placeType: z.number().check(z.int()),
  images: z.array(z.string()),
  facilities: z.array(z.string()),
  policy: z.string(),
  /** A booking is cancelled free until this many days before check-in. */
  cancelDays: z.number().check(z.int(), z.gte(0)),
});
export type Room = z.infer<typeof roomSchema>;

/** A package's page. */
export const packageSchema = z.extend(packageCardSchema, {
  placeName: z.string(),
  intro: z.string(),
  includes: z.array(z.string()),
});
export type StayPackage = z.infer<typeof packageSchema>;

/** One day of a room: its price (fen), rooms left, closed. A day absent from the reply cannot be booked. */
export const dayAvailabilitySchema = z.object({ price: fen, remaining: z.number().check(z.int(), z.gte(0)), closed: z.boolean() });
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

/** A booking of the member's (reserve/list). */
export const bookingSchema = z.object({
  id: z.number().check(z.int()),
  orderId: z.string(),
  placeId: z.number().check(z.int()),
  placeType: z.number().check(z.int()),
  placeName: z.string(),
  roomId: z.number().check(z.int()),
  roomName: z.string(),
  image: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().check(z.int()),
  rooms: z.number().check(z.int()),
  guests: z.number().check(z.int()),
  amount: fen,
  status: z.number().check(z.int()),
  /** Whether the member may cancel it now (unpaid, or paid and before the free-cancellation limit). */
  canCancel: z.boolean(),
  contactName: z.string(),
  contactPhone: z.string(),
  createdAt: instant,
});
export type Booking = z.infer<typeof bookingSchema>;

export const listPaging = pagedByPageNo(10, 50);
export const bookingPaging = pagedByPageNumber(10, 50);

export const placeNotFound = callError(404, '营地或民宿不存在');
export const roomNotFound = callError(404, '房型不存在或已下架');

/** The refusals of pricing and taking a stay (order calculate/create of a homestay). */
export const STAY_ERRORS = {
  badDates: callError(400, '离店日期必须晚于入住日期'),
  pastDate: callError(400, '入住日期不能早于今天'),
  tooFar: callError(400, `只能预订${BOOKING_HORIZON_DAYS}天内的日期`),
  tooLong: callError(400, `一次最多预订${MAX_NIGHTS}晚`),
  badRooms: callError(400, `每次可订1至${MAX_ROOMS}间`),
  tooManyGuests: callError(400, '入住人数超过房型可住人数'),
  full: callError(409, '所选日期已订满或不可订，请换个日期'),
  roomNotFound,
} as const;

/** The most packages one order buys. */
export const PACKAGE_MAX_NUM = 5;

/**
 * A package bought through the order kernel (business type 3, like a stay): `keys` names the
 * package as `package:<id>`, `num` how many; the server prices it and takes the stock.
 */
export const packageKeys = (id: number) => `package:${id}`;

/** The refusals of pricing and buying a package (order calculate/create with packageKeys). */
export const PACKAGE_ERRORS = {
  notFound: callError(404, '套餐不存在或已下架'),
  soldOut: callError(409, '套餐已售罄'),
  ended: callError(400, '套餐已过有效期，不能购买'),
  badNum: callError(400, `每次可购买1至${PACKAGE_MAX_NUM}份`),
} as const;

/**
 * A bought package's state in 我的套餐: 1 waiting for payment, 2 to use (paid, unused, within its
 * validity), 3 used (written off at the place), 4 expired (its validity ended unused), 5 refunding,
 * 6 refunded.
 */
export const MY_PACKAGE_STATUS = { waitingPayment: 1, usable: 2, used: 3, expired: 4, refunding: 5, refunded: 6 } as const;

/** A package the member bought: the order, what it is, where, its validity and state. */
export const myPackageSchema = z.object({
  orderId: z.string(),
  packageId: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  placeId: z.number().check(z.int()),
  placeType: z.number().check(z.int()),
  placeName: z.string(),
  address: z.string(),
  phone: z.string(),
  includes: z.array(z.string()),
  num: z.number().check(z.int()),
  /** What the member paid (or pays), fen. */
  amount: fen,
  validFrom: z.string(),
  validTo: z.string(),
  status: z.number().check(z.int()),
  /** The order's use code shown at the place; '' unless the package can be used now. */
  useCode: z.string(),
  usedAt: z.nullable(instant),
  paidAt: z.nullable(instant),
  createdAt: instant,
});
export type MyPackage = z.infer<typeof myPackageSchema>;
