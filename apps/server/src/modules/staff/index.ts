import { COMMON_ERRORS, staff } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { defineModule, implement } from '../../platform/module';
import { createTenant, findTenant, hostTakenBy, nextFreeIid, pageOfTenants, renameTenant, setTenantHosts } from '../../platform/tenants';
import { hashPassword, sha256, verifyPassword } from '../../security/passwords';
import { implementConsole } from './api';
import { endSessions, ensureOperator, signIn, staffView } from './accounts';
import * as tables from './schema';
import { staffAccounts, staffAudit, staffSessions, staffTenantProfiles } from './schema';
import { seal, secretsKey } from './secrets';
import { seedStaff } from './seed';
import { tenantView, tenantViews } from './tenants';

const { isStrongPassword } = staff;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Host names and new iids change one transaction at a time (two tenants cannot take one host). */
async function lockHosts(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7301, 1)`);
}

/** A new tenant's iids start here (the demo tenants are below). */
const FIRST_NEW_IID = 10_000;

/**
 * The organiser console's platform: staff sign-in and sessions, tenants and their settings and
 * host names, staff and roles, the audit log. Other modules serve their console calls with
 * `implementConsole` and guard their admin routes with `staffGuard` (./api.ts).
 */
export default defineModule({
  name: 'staff',
  tables,
  seed: { run: seedStaff },
  routes: ({ services }) => ensureOperator(services),
  calls: [
    implement(staff.signIn, (params, { request, services }) => signIn(services, request, params)),

    implementConsole(staff.signOut, async ({ token }, { services: s, audit }) => {
      await s.db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)));
      await audit({ action: 'staff.signOut' });
      return true;
    }),

    implementConsole(staff.signOutEverywhere, async (_, { services: s, actor, audit }) => {
      const ended = await endSessions(s.db, actor.staffId);
      await audit({ action: 'staff.signOutEverywhere', target: `staff:${actor.staffId}`, after: { ended } });
      return { ended };
    }),

    implementConsole(staff.me, async (_, { services: s, actor }) => {
      const [row] = await s.db.select().from(staffAccounts).where(eq(staffAccounts.id, actor.staffId));
      if (!row) throw refuse(staff.me.errors.forbidden);
      const tenant = row.iid === null ? undefined : await findTenant(s.db, row.iid);
      return { staff: staffView(row), tenantName: tenant?.name ?? null, operator: actor.operator, sessionExpiresAt: actor.sessionExpiresAt.toISOString() };
    }),

    implementConsole(staff.changePassword, async ({ token, oldPassword, newPassword }, { services: s, actor, audit }) => {
      const [row] = await s.db.select().from(staffAccounts).where(eq(staffAccounts.id, actor.staffId));
      if (!row || !(await verifyPassword(oldPassword, row.passwordHash))) throw refuse(staff.changePassword.errors.wrongOldPassword);
      if (!isStrongPassword(newPassword)) throw refuse(staff.changePassword.errors.weakPassword);
      await s.db.update(staffAccounts).set({ passwordHash: await hashPassword(newPassword) }).where(eq(staffAccounts.id, row.id));
      // Every other session ends: whoever knew the old password is out.
      const others = await s.db.select({ hash: staffSessions.tokenHash }).from(staffSessions).where(eq(staffSessions.staffId, row.id));
      for (const o of others) if (o.hash !== sha256(token)) await s.db.delete(staffSessions).where(eq(staffSessions.tokenHash, o.hash));
      await audit({ action: 'staff.changePassword', target: `staff:${row.id}` });
      return true;
    }),

    implementConsole(staff.tenantList, async ({ keyword, pageNo, pageSize }, { services: s }) => {
      const page = await pageOfTenants(s.db, keyword?.trim() || undefined, pageNo, pageSize);
      return { list: await tenantViews(s.db, page.rows), total: page.total };
    }),

    implementConsole(staff.tenantCreate, async (p, { services: s, audit }) => {
      const errors = staff.tenantCreate.errors;
      if (!isStrongPassword(p.ownerPassword)) throw refuse(errors.weakPassword);
      await lockHosts(s.db);
      const iid = p.newIid ?? (await nextFreeIid(s.db, FIRST_NEW_IID));
      const taken = await hostTakenBy(s.db, p.hosts, iid);
      if (taken) throw refuse(errors.hostTaken, `该域名已被其他组织使用：${taken}`);
      const [mobileUsed] = await s.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.mobile, p.ownerMobile));
      if (mobileUsed) throw refuse(errors.mobileTaken);
      if (!(await createTenant(s.db, { iid, name: p.name }))) throw refuse(errors.iidTaken);
      await setTenantHosts(s.db, iid, p.hosts);
      await s.db.insert(staffTenantProfiles).values({ iid, shortName: p.shortName, logo: p.logo, themeColor: p.themeColor, channels: [...p.channels], modules: [...p.modules] });
      const [owner] = await s.db
        .insert(staffAccounts)
        .values({ iid, mobile: p.ownerMobile, name: p.ownerName, passwordHash: await hashPassword(p.ownerPassword), roles: ['owner'], createdAt: new Date(s.now()) })
        .returning();
      const view = await tenantView(s.db, iid);
      await audit({ action: 'tenant.create', iid, target: `tenant:${iid}`, after: { ...view, owner: owner ? staffView(owner) : null } });
      return view;
    }),

    implementConsole(staff.tenantGet, async (_, { services: s, iid }) => tenantView(s.db, iid)),

    implementConsole(staff.tenantUpdate, async (p, { services: s, iid, actor, audit }) => {
      if (!actor.operator && (p.modules !== undefined || p.disabled !== undefined)) throw refuse(staff.tenantUpdate.errors.forbidden, '模块与停用由平台设置');
      const before = await tenantView(s.db, iid);
      if (p.name !== undefined) await renameTenant(s.db, iid, p.name);
      const [current] = await s.db.select().from(staffTenantProfiles).where(eq(staffTenantProfiles.iid, iid));
      const key = secretsKey(s.config);
      const secrets = { ...current?.secrets };
      for (const [name, value] of Object.entries(p.secrets ?? {})) {
        if (value === undefined) continue;
        if (value === '') delete secrets[name];
        else secrets[name] = seal(key, value);
      }
      const change = {
        ...(p.shortName !== undefined && { shortName: p.shortName }),
        ...(p.logo !== undefined && { logo: p.logo }),
        ...(p.themeColor !== undefined && { themeColor: p.themeColor }),
        ...(p.channels !== undefined && { channels: [...p.channels] }),
        ...(p.modules !== undefined && { modules: [...p.modules] }),
        ...(p.disabled !== undefined && { disabled: p.disabled }),
        settings: { ...current?.settings, ...Object.fromEntries(Object.entries(p.settings ?? {}).filter(([, v]) => v !== undefined)) },
        secrets,
        updatedAt: new Date(s.now()),
      };
      await s.db.insert(staffTenantProfiles).values({ iid, ...change }).onConflictDoUpdate({ target: staffTenantProfiles.iid, set: change });
      const after = await tenantView(s.db, iid);
      // The log names which secrets changed, never their values.
      await audit({ action: 'tenant.update', target: `tenant:${iid}`, before, after: { ...after, secretsChanged: Object.keys(p.secrets ?? {}) } });
      return after;
    }),

    implementConsole(staff.tenantHosts, async ({ hosts }, { services: s, iid, audit }) => {
      await lockHosts(s.db);
      const taken = await hostTakenBy(s.db, hosts, iid);
      if (taken) throw refuse(staff.tenantHosts.errors.hostTaken, `该域名已被其他组织使用：${taken}`);
      const before = await tenantView(s.db, iid);
      await setTenantHosts(s.db, iid, hosts);
      const after = await tenantView(s.db, iid);
      await audit({ action: 'tenant.hosts', target: `tenant:${iid}`, before: before.hosts, after: after.hosts });
      return after;
    }),

    implementConsole(staff.staffList, async ({ keyword, pageNo, pageSize }, { services: s, iid }) => {
      const k = keyword?.trim();
      const where = and(eq(staffAccounts.iid, iid), k ? or(ilike(staffAccounts.name, likeOf(k)), ilike(staffAccounts.mobile, likeOf(k))) : undefined);
      const [total] = await s.db.select({ n: count() }).from(staffAccounts).where(where);
      const rows = await s.db.select().from(staffAccounts).where(where).orderBy(desc(staffAccounts.id)).limit(pageSize).offset((pageNo - 1) * pageSize);
      return { list: rows.map(staffView), total: total?.n ?? 0 };
    }),

    implementConsole(staff.staffInvite, async (p, { services: s, iid, audit }) => {
      if (!isStrongPassword(p.password)) throw refuse(staff.staffInvite.errors.weakPassword);
      const [row] = await s.db
        .insert(staffAccounts)
        .values({ iid, mobile: p.mobile, name: p.name, passwordHash: await hashPassword(p.password), roles: [...new Set(p.roles)], createdAt: new Date(s.now()) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw refuse(staff.staffInvite.errors.mobileTaken);
      await audit({ action: 'staff.invite', target: `staff:${row.id}`, after: staffView(row) });
      return staffView(row);
    }),

    implementConsole(staff.staffUpdate, async ({ staffId, roles, disabled }, { services: s, iid, audit }) => {
      // The tenant's staff rows locked in one order: two owners demoting each other at once cannot
      // both pass the last-owner check. Another tenant's account reads as missing.
      const team = await s.db.select().from(staffAccounts).where(eq(staffAccounts.iid, iid)).orderBy(staffAccounts.id).for('update');
      const row = team.find((m) => m.id === staffId);
      if (!row) throw refuse(COMMON_ERRORS.notFound, '工作人员不存在');
      const next = { roles: roles ? [...new Set(roles)] : row.roles, disabled: disabled ?? row.disabled };
      const stillOwner = next.roles.includes('owner') && !next.disabled;
      if (row.roles.includes('owner') && !row.disabled && !stillOwner && !team.some((o) => o.id !== row.id && o.roles.includes('owner') && !o.disabled)) throw refuse(staff.staffUpdate.errors.lastOwner);
      const [updated] = await s.db.update(staffAccounts).set(next).where(eq(staffAccounts.id, row.id)).returning();
      if (next.disabled || roles) await endSessions(s.db, row.id);
      await audit({ action: 'staff.update', target: `staff:${row.id}`, before: staffView(row), after: updated ? staffView(updated) : null });
      return staffView(updated ?? row);
    }),

    implementConsole(staff.auditList, async ({ action, staffId, from, to, pageNo, pageSize }, { services: s, iid }) => {
      const conditions: (SQL | undefined)[] = [
        eq(staffAudit.iid, iid),
        action ? ilike(staffAudit.action, likeOf(action)) : undefined,
        staffId ? eq(staffAudit.staffId, staffId) : undefined,
        from !== undefined ? gte(staffAudit.at, new Date(from)) : undefined,
        to !== undefined ? lte(staffAudit.at, new Date(to)) : undefined,
      ];
      const where = and(...conditions);
      const [total] = await s.db.select({ n: count() }).from(staffAudit).where(where);
      const rows = await s.db.select().from(staffAudit).where(where).orderBy(desc(staffAudit.at), desc(staffAudit.id)).limit(pageSize).offset((pageNo - 1) * pageSize);
      return { list: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: total?.n ?? 0 };
    }),
  ],
});
