import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/*
 * Distribution: a tenant's rules, the modules and items its members may promote with their rates,
 * the roles (a tree: each role's parent is another role of the tenant, or none — the organisation),
 * the fans bound to a distributor for a while, and each attributed order with what it earned.
 */

/** A tenant's distribution rules (getRegulations); rates in basis points (1% = 100). */
export const distSettings = pgTable('dist_settings', {
  iid: integer('iid').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  rate1Bp: integer('rate1_bp').notNull(),
  rate2Bp: integer('rate2_bp').notNull(),
  fanLockDays: integer('fan_lock_days').notNull(),
  askRegion: boolean('ask_region').notNull().default(true),
  askReason: boolean('ask_reason').notNull().default(true),
});

/** A promotable module (business type) with its rates. */
export const distModules = pgTable(
  'dist_modules',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    businessType: integer('business_type').notNull(),
    name: text('name').notNull(),
    rate1Bp: integer('rate1_bp').notNull(),
    rate2Bp: integer('rate2_bp').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dist_modules_iid_type').on(t.iid, t.businessType)],
);

/** A promotable item; its rates (null: the module's) apply to orders of its business type with its keys. */
export const distItems = pgTable(
  'dist_items',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    businessType: integer('business_type').notNull(),
    keys: text('keys').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    rate1Bp: integer('rate1_bp'),
    rate2Bp: integer('rate2_bp'),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dist_items_iid_type_keys').on(t.iid, t.businessType, t.keys)],
);

/** A member's distribution role: status 0 pending, 1 active, 2 rejected, 3 cancelled. */
export const distRoles = pgTable(
  'dist_roles',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    parentId: integer('parent_id'),
    status: integer('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** Who decided: the parent member, or null for the organisation's reviewers. */
    approveId: integer('approve_id'),
    disKey: text('dis_key').notNull(),
    realName: text('real_name').notNull(),
    mobile: text('mobile').notNull(),
    region: text('region').notNull().default(''),
    applyReason: text('apply_reason').notNull().default(''),
    opName: text('op_name').notNull().default(''),
    opMobile: text('op_mobile').notNull().default(''),
    wechatId: text('wechat_id').notNull().default(''),
    intro: text('intro').notNull().default(''),
    posterTitle: text('poster_title').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('dist_roles_member').on(t.memberId), uniqueIndex('dist_roles_key').on(t.disKey), index('dist_roles_parent').on(t.parentId)],
);

/** A fan bound to a distributor until `expires_at` (one binding per member). */
export const distFans = pgTable(
  'dist_fans',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    roleId: integer('role_id').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dist_fans_member').on(t.memberId), index('dist_fans_role').on(t.roleId)],
);

/** An order attributed to a distributor (level 1) and their parent (level 2), with what each earned. */
export const distOrders = pgTable(
  'dist_orders',
  {
    orderId: text('order_id').primaryKey(),
    iid: integer('iid').notNull(),
    /** The buyer. */
    memberId: memberIdColumn(),
    roleId: integer('role_id').notNull(),
    parentRoleId: integer('parent_role_id'),
    title: text('title').notNull(),
    payFen: integer('pay_fen').notNull(),
    commission1Fen: integer('commission1_fen').notNull(),
    commission2Fen: integer('commission2_fen').notNull(),
    refundFen: integer('refund_fen').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dist_orders_role').on(t.roleId), index('dist_orders_parent').on(t.parentRoleId)],
);
