import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Campsites and homestays: the places, their rooms or pitches with the nights each has left, their
 * packages, and the members' bookings. Every row carries its tenant (iid); a booking its member.
 */

/** A campsite (type 1) or homestay (type 2) with its location (WGS84). `rating` is tenths (48 = 4.8). */
export const stayPlaces = pgTable('stay_places', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  type: integer('type').notNull(),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  region: text('region').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  facilities: jsonb('facilities').$type<string[]>().notNull(),
  notice: text('notice').notNull(),
  intro: text('intro').notNull(),
  phone: text('phone').notNull(),
  rating: integer('rating').notNull(),
});

/**
 * A room or pitch kind of a place: `stock` of them each night, at `price` a weekday night and
 * `weekend_price` a Friday or Saturday night (fen).
 */
export const stayRooms = pgTable('stay_rooms', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  placeId: integer('place_id')
    .notNull()
    .references(() => stayPlaces.id),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  image: text('image').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  capacity: integer('capacity').notNull(),
  bed: text('bed').notNull(),
  facilities: jsonb('facilities').$type<string[]>().notNull(),
  policy: text('policy').notNull(),
  cancelDays: integer('cancel_days').notNull(),
  price: integer('price').notNull(),
  weekendPrice: integer('weekend_price').notNull(),
  stock: integer('stock').notNull(),
  onSale: boolean('on_sale').notNull().default(true),
});

/**
 * A room's night that differs from its defaults: what is left (made from `stock` when first
 * booked, then taken and given back by conditional updates, never below zero), a price of the
 * day, or closed. A night without a row has the room's stock and prices.
 */
export const stayNights = pgTable(
  'stay_nights',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => stayRooms.id),
    day: text('day').notNull(),
    remaining: integer('remaining').notNull(),
    price: integer('price'),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.day] })],
);

/** A package of a place: a stay with activities or meals at one price, `stock` left. */
export const stayPackages = pgTable('stay_packages', {
  id: integer('id').primaryKey(),
  iid: integer('iid').notNull(),
  placeId: integer('place_id')
    .notNull()
    .references(() => stayPlaces.id),
  title: text('title').notNull(),
  image: text('image').notNull(),
  intro: text('intro').notNull(),
  includes: jsonb('includes').$type<string[]>().notNull(),
  price: integer('price').notNull(),
  stock: integer('stock').notNull(),
  validFrom: text('valid_from').notNull(),
  validTo: text('valid_to').notNull(),
});

/**
 * A member's booking: `rooms` of a room for the nights from `check_in` to the night before
 * `check_out`, `amount` fen, for the order `order_id`. Status: BOOKING_STATUS.
 */
export const stayBookings = pgTable(
  'stay_bookings',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    /** The booking's own reference, kept in its order's snapshot (the kernel reserves before the order has an id). */
    ref: text('ref').notNull().unique(),
    /** The kernel's order, once known ('' until the create transaction has made it). */
    orderId: text('order_id').notNull().default(''),
    roomId: integer('room_id')
      .notNull()
      .references(() => stayRooms.id),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    rooms: integer('rooms').notNull(),
    guests: integer('guests').notNull(),
    amount: integer('amount').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    remark: text('remark').notNull().default(''),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('stay_bookings_member').on(t.memberId, t.createdAt)],
);

/**
 * A member who works at a place (its front desk): they write off the packages bought for it
 * (stay.verify). The organisation names them through the admin API; `removed_at` once it takes
 * them off (the packages they wrote off stay written off).
 */
export const stayStaff = pgTable(
  'stay_staff',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    placeId: integer('place_id')
      .notNull()
      .references(() => stayPlaces.id),
    memberId: memberIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stay_staff_place_member').on(t.placeId, t.memberId), index('stay_staff_member').on(t.memberId)],
);
