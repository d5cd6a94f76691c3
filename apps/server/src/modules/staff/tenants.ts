import { staff as calls } from '@tongxin/api-client/catalogue';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findTenant, hostsOfTenant } from '../../platform/tenants';
import { staffAccounts, staffTenantProfiles } from './schema';

type Profile = typeof staffTenantProfiles.$inferSelect;

const SETTINGS = ['payMchId', 'smsSign', 'smsAccessKey', 'wechatAppId'] as const;

/** A tenant's settings as the console shows them: the non-secret ones, and which secrets are set. */
function settingsView(profile: Profile | undefined) {
  const settings = Object.fromEntries(SETTINGS.map((k) => [k, profile?.settings[k] ?? ''])) as Record<(typeof SETTINGS)[number], string>;
  const secretsSet = calls.SECRET_KEYS.filter((k) => Boolean(profile?.secrets[k]));
  return { settings, secretsSet };
}

/** The console's view of tenants (names, hosts, profile, staff count); never a secret's value. */
export async function tenantViews(db: Db, rows: readonly { iid: number; name: string; kind: string; createdAt: Date }[]) {
  if (rows.length === 0) return [];
  const iids = rows.map((r) => r.iid);
  const profiles = new Map((await db.select().from(staffTenantProfiles).where(inArray(staffTenantProfiles.iid, iids))).map((p) => [p.iid, p]));
  const staffCounts = new Map(
    (await db.select({ iid: staffAccounts.iid, n: count() }).from(staffAccounts).where(inArray(staffAccounts.iid, iids)).groupBy(staffAccounts.iid)).map((r) => [r.iid, r.n]),
  );
  return Promise.all(
    rows.map(async (r) => {
      const p = profiles.get(r.iid);
      return {
        iid: r.iid,
        name: r.name,
        shortName: p?.shortName ?? '',
        logo: p?.logo ?? '',
        themeColor: p?.themeColor ?? '#1677ff',
        kind: r.kind,
        hosts: await hostsOfTenant(db, r.iid),
        channels: p?.channels ?? [],
        modules: p?.modules ?? [],
        ...settingsView(p),
        disabled: p?.disabled ?? false,
        staffCount: staffCounts.get(r.iid) ?? 0,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  );
}

/** One tenant's view (it exists: the console call checked). */
export async function tenantView(db: Db, iid: number) {
  const tenant = await findTenant(db, iid);
  const [view] = tenant ? await tenantViews(db, [tenant]) : [];
  if (!view) throw new Error(`tenant ${iid} does not exist`);
  return view;
}
