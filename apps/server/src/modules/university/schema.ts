import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../../db/schema';

/** Content of a tenant's page type (spec §9: 0 home, 100001 undergraduate, 100002 graduate). */
export const pages = pgTable(
  'pages',
  {
    iid: integer('iid')
      .notNull()
      .references(() => tenants.iid, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    /** The blocks, in the shape of the catalogue's PageBlock list. */
    blocks: jsonb('blocks').$type<PageBlockRow[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.iid, t.type] })],
);

export interface PageBlockRow {
  type: 'banner' | 'text' | 'image' | 'link';
  title: string;
  image: string;
  text: string;
  link: string;
}

export interface DownloadInfoRow {
  title: string;
  desc: string;
  icon: string;
  buttonText: string;
  androidUrl: string;
  iosUrl: string;
}

/** The app download banner of a tenant. */
export const downloadInfos = pgTable('download_infos', {
  iid: integer('iid')
    .primaryKey()
    .references(() => tenants.iid, { onDelete: 'cascade' }),
  info: jsonb('info').$type<DownloadInfoRow>().notNull(),
});

/**
 * Coupons a tenant hands out (spec §3). `discountType` 1: `minusPrice` is the amount off in fen;
 * otherwise the share still paid in per cent (90 = 9折). `fullPrice`: the threshold in fen.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  iid: integer('iid')
    .notNull()
    .references(() => tenants.iid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  discountType: integer('discount_type').notNull(),
  minusPrice: integer('minus_price').notNull(),
  fullPrice: integer('full_price').notNull().default(0),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
});

/** A person applying to the university: rid is the id; the mobile number is the login name. */
export const applicants = pgTable(
  'applicants',
  {
    rid: serial('rid').primaryKey(),
    iid: integer('iid')
      .notNull()
      .references(() => tenants.iid, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    /** scrypt$N$r$p$salt$hash */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applicants_iid_mobile').on(t.iid, t.mobile)],
);

export const couponClaims = pgTable(
  'coupon_claims',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    rid: integer('rid')
      .notNull()
      .references(() => applicants.rid, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.rid] })],
);

/** Session tokens: only a SHA-256 of the token is stored, so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    rid: integer('rid')
      .notNull()
      .references(() => applicants.rid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_rid').on(t.rid)],
);

/** A registration (regId): the form an applicant fills, with its agreement and images. */
export const registrations = pgTable('registrations', {
  id: integer('id').primaryKey(),
  iid: integer('iid')
    .notNull()
    .references(() => tenants.iid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  image: text('image').notNull().default(''),
  /** Status banners by status (spec §3: statusImg, statusShowImg). */
  statusImages: jsonb('status_images').$type<Record<string, { statusImg: string; statusShowImg: string }>>().notNull(),
  feeFen: integer('fee_fen'),
});

export const formGroups = pgTable('form_groups', {
  id: integer('id').primaryKey(),
  regId: integer('reg_id')
    .notNull()
    .references(() => registrations.id, { onDelete: 'cascade' }),
  groupName: text('group_name').notNull(),
  groupDesc: text('group_desc').notNull(),
  sort: integer('sort').notNull(),
});

/** A form component (spec §3); `showIf` is its conditional rule as data. */
export const formComponents = pgTable('form_components', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => formGroups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: integer('type').notNull(),
  must: boolean('must').notNull(),
  content: text('content').notNull().default(''),
  placeholder: text('placeholder').notNull().default(''),
  value: text('value').notNull().default(''),
  isShow: boolean('is_show').notNull().default(true),
  showIf: jsonb('show_if').$type<{ id: number; anyOf: string[] } | null>(),
  /** What the face check reads: 'name' (the applicant's name) or 'idCode' (national ID). */
  role: text('role'),
  sort: integer('sort').notNull(),
});

/** One applicant's registration: status (spec §4) and the saved values. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    rid: integer('rid')
      .notNull()
      .references(() => applicants.rid, { onDelete: 'cascade' }),
    regId: integer('reg_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    refillReason: text('refill_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applications_rid_reg').on(t.rid, t.regId), index('applications_status').on(t.status)],
);

/** A file received by the storage endpoint, with the applicant the signed policy named. */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  iid: integer('iid').notNull(),
  rid: integer('rid')
    .notNull()
    .references(() => applicants.rid, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** When the face check passed for this file: only such a file can be a type-6 photo value. */
  faceCheckedAt: timestamp('face_checked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The upload policy it came with (a digest of the signed policy): the per-policy file quota counts by it. */
  policy: text('policy'),
}, (t) => [index('uploads_rid_created').on(t.rid, t.createdAt), index('uploads_policy').on(t.policy)]);

/** Orders (gid). Order type 28 is the registration fee: one per application. */
export const orders = pgTable(
  'orders',
  {
    gid: serial('gid').primaryKey(),
    iid: integer('iid').notNull(),
    rid: integer('rid')
      .notNull()
      .references(() => applicants.rid, { onDelete: 'cascade' }),
    orderType: integer('order_type').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    title: text('title').notNull(),
    /** 1 waiting for payment, 11 paid (spec §4: above 10 paid). */
    status: integer('status').notNull().default(1),
    /** The merchant trade number sent to the payment provider. */
    tradeNo: text('trade_no').notNull(),
    prepayId: text('prepay_id'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_application_type').on(t.applicationId, t.orderType),
    uniqueIndex('orders_trade_no').on(t.tradeNo),
  ],
);
