import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The organiser console's platform side: each tenant's profile and settings (beside the
 * platform's tenants and host names), staff accounts with their roles, trusted devices, sessions,
 * and the audit log of every console write.
 */

/** A tenant's profile, channels, modules and settings; its secrets encrypted (secrets.ts), never sent back. */
export const staffTenantProfiles = pgTable('staff_tenant_profiles', {
  iid: integer('iid').primaryKey(),
  shortName: text('short_name').notNull().default(''),
  logo: text('logo').notNull().default(''),
  themeColor: text('theme_color').notNull().default('#1677ff'),
  channels: jsonb('channels').$type<string[]>().notNull().default([]),
  modules: jsonb('modules').$type<string[]>().notNull().default([]),
  /** Non-secret settings: payMchId, smsSign, smsAccessKey, wechatAppId. */
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  /** Secret name → `v1:iv:tag:ciphertext` (AES-256-GCM). */
  secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A staff account: one tenant (`iid`), or none for a platform operator (role 'platform'). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid'),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_mobile').on(t.mobile), index('staff_accounts_tenant').on(t.iid)],
);

/** A device an account proved with an SMS code (the console keeps its random id; the hash is stored). */
export const staffDevices = pgTable(
  'staff_devices',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    trustedAt: timestamp('trusted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_devices_key').on(t.staffId, t.deviceHash)],
);

/** A console session: the token's SHA-256, until it expires or is signed out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Every console write: who, when, in which tenant, what, before and after, and the reason. Append-only. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid'),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_audit_tenant_time').on(t.iid, t.at)],
);
