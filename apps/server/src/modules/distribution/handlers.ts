import { distribution } from '@tongxin/api-client/catalogue';
import { isChineseName, isMobile } from '@tongxin/validators';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { maskMobile, memberCards, requireMember } from '../member/api';
import { rulesOf } from '../wallet/api';
import { activeRole, apply, cancel, decide, roleById, roleByKey, roleOfMember, roleView, STATUS, type RoleRow } from './roles';
import { childNumbers, growthOf, statisticOf } from './stats';
import { distFans, distItems, distModules, distOrders, distRoles, distSettings } from './schema';

const DAY = 86_400_000;

/** page-guide F3's rates when a tenant set none: 10% to the sharer, 5% to their parent. */
export const DEFAULT_SETTINGS = { title: '分销规则', text: '', rate1Bp: 1000, rate2Bp: 500, fanLockDays: 30, askRegion: true, askReason: true };

/**
 * Binds a member to a distributor as a fan for the tenant's lock days: a binding that has not
 * expired stays; an expired one (or none) becomes this one — one statement, so two links opened at
 * once bind once. Returns when this binding would end.
 */
export async function bindFan(db: Db, iid: number, memberId: number, roleId: number, now: Date): Promise<Date> {
  const { fanLockDays } = await settingsOf(db, iid);
  const expiresAt = new Date(now.getTime() + fanLockDays * DAY);
  await db
    .insert(distFans)
    .values({ iid, memberId, roleId, boundAt: now, expiresAt })
    .onConflictDoUpdate({ target: distFans.memberId, set: { roleId, boundAt: now, expiresAt }, setWhere: sql`${distFans.expiresAt} <= ${now}` });
  return expiresAt;
}

export async function settingsOf(db: Db, iid: number) {
  const [row] = await db.select().from(distSettings).where(eq(distSettings.iid, iid));
  return row ?? { iid, ...DEFAULT_SETTINGS };
}

/** A child as its parent (or grandparent) sees it. */
async function childViews(db: Db, rows: readonly RoleRow[], level: number) {
  const cards = await memberCards(db, rows.map((r) => r.memberId));
  const numbers = await childNumbers(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    userId: r.memberId,
    level,
    nickName: cards.get(r.memberId)?.nickName ?? '',
    realName: r.realName,
    mobile: maskMobile(r.mobile),
    status: r.status,
    reason: r.reason,
    applyReason: r.applyReason,
    appliedAt: r.appliedAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    children: numbers.get(r.id)?.children ?? 0,
    orders: numbers.get(r.id)?.orders ?? 0,
    salesFen: numbers.get(r.id)?.salesFen ?? 0,
  }));
}

const member = (s: { db: Db; now: () => number }, iid: number, token: string) => requireMember(s.db, iid, token, new Date(s.now()));

export const distributionCalls = [
  implement(distribution.roleGet, async ({ iid, token }, { services: s }) => {
    const me = await member(s, iid, token);
    const role = await roleOfMember(s.db, me.id);
    return role ? roleView(s.db, role, new Date(s.now())) : null;
  }),

  implement(distribution.roleApply, async ({ iid, token, disrParentMultiDisKey, realName, mobile, region = '', applyReason = '' }, { services: s }) => {
    const errors = distribution.roleApply.errors;
    const me = await member(s, iid, token);
    if (!isChineseName(realName)) throw refuse(errors.badName);
    if (!isMobile(mobile)) throw refuse(errors.badMobile);
    const now = new Date(s.now());
    const role = await apply(s.db, { iid, memberId: me.id, parentKey: disrParentMultiDisKey, realName, mobile, region, applyReason }, now);
    return roleView(s.db, role, now);
  }),

  implement(distribution.roleApprove, async ({ iid, token, roleId, pass, reason = '' }, { services: s }) => {
    const me = await member(s, iid, token);
    const mine = await roleOfMember(s.db, me.id);
    if (!mine || mine.status !== STATUS.active) throw refuse(distribution.roleApprove.errors.notYours);
    const row = await decide(s.db, iid, roleId, { pass, reason, byRoleId: mine.id, byMemberId: me.id }, new Date(s.now()));
    const [view] = await childViews(s.db, [row], 1);
    if (!view) throw new Error('approved role vanished');
    return view;
  }),

  implement(distribution.roleCancel, async ({ iid, token, roleId, reason }, { services: s }) => {
    const me = await member(s, iid, token);
    const now = new Date(s.now());
    const mine = await roleOfMember(s.db, me.id);
    const target = roleId === undefined ? mine : await roleById(s.db, roleId);
    const allowed = target && target.iid === iid && (target.memberId === me.id || (mine?.status === STATUS.active && target.parentId === mine.id));
    if (!target || !allowed) throw refuse(distribution.roleCancel.errors.notYours);
    return roleView(s.db, await cancel(s.db, target, reason, now), now);
  }),

  implement(distribution.grouth, async ({ iid, token }, { services: s }) => {
    const me = await member(s, iid, token);
    return growthOf(s.db, await activeRole(s.db, me.id), new Date(s.now()));
  }),

  implement(distribution.statistic, async ({ iid, token, days }, { services: s }) => {
    const me = await member(s, iid, token);
    return statisticOf(s.db, await activeRole(s.db, me.id), days, new Date(s.now()));
  }),

  implement(distribution.childList, async ({ iid, token, level, status, keyword, sortBy, ...page }, { services: s }) => {
    const me = await member(s, iid, token);
    const mine = await roleOfMember(s.db, me.id);
    if (!mine) return { list: [], total: 0 };
    let parents = [mine.id];
    if (level === 2) {
      const kids = await s.db.select({ id: distRoles.id }).from(distRoles).where(eq(distRoles.parentId, mine.id));
      parents = kids.map((k) => k.id);
    }
    if (parents.length === 0) return { list: [], total: 0 };
    const rows = await s.db
      .select()
      .from(distRoles)
      .where(and(inArray(distRoles.parentId, parents), status === undefined ? undefined : eq(distRoles.status, status)))
      .orderBy(desc(distRoles.appliedAt), desc(distRoles.id))
      .limit(2000);
    let views = await childViews(s.db, rows, level);
    const word = keyword?.trim();
    if (word) views = views.filter((v) => v.nickName.includes(word) || v.realName.includes(word));
    if (sortBy === 'sales') views.sort((a, b) => b.salesFen - a.salesFen);
    if (sortBy === 'orders') views.sort((a, b) => b.orders - a.orders);
    const from = pageOffset(page);
    return { list: views.slice(from, from + page.pageSize), total: views.length };
  }),

  implement(distribution.childCount, async ({ iid, token }, { services: s }) => {
    const me = await member(s, iid, token);
    const mine = await roleOfMember(s.db, me.id);
    if (!mine) return { level1: 0, level2: 0, pending: 0, fans: 0 };
    const kids = await s.db.select({ id: distRoles.id, status: distRoles.status }).from(distRoles).where(eq(distRoles.parentId, mine.id));
    const active = kids.filter((k) => k.status === STATUS.active).map((k) => k.id);
    const [grand] = active.length
      ? await s.db.select({ n: count() }).from(distRoles).where(and(inArray(distRoles.parentId, active), eq(distRoles.status, STATUS.active)))
      : [{ n: 0 }];
    const [fans] = await s.db.select({ n: count() }).from(distFans).where(and(eq(distFans.roleId, mine.id), gt(distFans.expiresAt, new Date(s.now()))));
    return { level1: active.length, level2: grand?.n ?? 0, pending: kids.filter((k) => k.status === STATUS.pending).length, fans: fans?.n ?? 0 };
  }),

  implement(distribution.itemModules, async ({ iid }, { services: s }) => {
    const rows = await s.db.select().from(distModules).where(eq(distModules.iid, iid)).orderBy(asc(distModules.sort), asc(distModules.id));
    const counts = await s.db.select({ type: distItems.businessType, n: sql<number>`count(*)::int` }).from(distItems).where(eq(distItems.iid, iid)).groupBy(distItems.businessType);
    return rows.map((m) => ({ businessType: m.businessType, name: m.name, rate1Bp: m.rate1Bp, rate2Bp: m.rate2Bp, items: counts.find((c) => c.type === m.businessType)?.n ?? 0 }));
  }),

  implement(distribution.itemList, async ({ iid, businessType, ...page }, { services: s }) => {
    const where = and(eq(distItems.iid, iid), businessType === undefined ? undefined : eq(distItems.businessType, businessType));
    const rows = await s.db
      .select({ item: distItems, rate1: distModules.rate1Bp, rate2: distModules.rate2Bp })
      .from(distItems)
      .innerJoin(distModules, and(eq(distModules.iid, distItems.iid), eq(distModules.businessType, distItems.businessType)))
      .where(where)
      .orderBy(asc(distItems.sort), asc(distItems.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(distItems).innerJoin(distModules, and(eq(distModules.iid, distItems.iid), eq(distModules.businessType, distItems.businessType))).where(where);
    return {
      list: rows.map(({ item, rate1, rate2 }) => {
        const rate1Bp = item.rate1Bp ?? rate1;
        return { id: item.id, businessType: item.businessType, title: item.title, image: item.image, priceFen: item.priceFen, rate1Bp, rate2Bp: item.rate2Bp ?? rate2, commissionFen: Math.floor((item.priceFen * rate1Bp) / 10_000), link: item.link };
      }),
      total: total?.n ?? 0,
    };
  }),

  implement(distribution.getKey, async ({ iid, token }, { services: s }) => {
    const me = await member(s, iid, token);
    const role = await activeRole(s.db, me.id);
    return { multiDisKey: role.disKey, userId: me.id, nickName: me.nickName, headImg: me.headImg };
  }),

  implement(distribution.keyOwner, async ({ iid, multiDisKey }, { services: s }) => {
    const role = await roleByKey(s.db, iid, multiDisKey);
    if (!role) throw refuse(distribution.keyOwner.errors.unknown);
    const card = (await memberCards(s.db, [role.memberId])).get(role.memberId);
    return { nickName: card?.nickName ?? '', headImg: card?.headImg ?? '', active: role.status === STATUS.active };
  }),

  implement(distribution.lockFans, async ({ iid, token, multiDisKey }, { services: s }) => {
    const errors = distribution.lockFans.errors;
    const me = await member(s, iid, token);
    const now = new Date(s.now());
    const role = await roleByKey(s.db, iid, multiDisKey);
    if (!role || role.status !== STATUS.active) throw refuse(errors.unknown);
    if (role.memberId === me.id) throw refuse(errors.self);
    const expiresAt = await bindFan(s.db, iid, me.id, role.id, now);
    const [held] = await s.db.select().from(distFans).where(eq(distFans.memberId, me.id));
    const holder = held?.roleId === role.id ? role : await roleById(s.db, held?.roleId ?? null);
    const card = holder ? (await memberCards(s.db, [holder.memberId])).get(holder.memberId) : undefined;
    return { mine: held?.roleId === role.id, nickName: card?.nickName ?? '', expiresAt: (held?.expiresAt ?? expiresAt).toISOString() };
  }),

  implement(distribution.fansList, async ({ iid, token, active, ...page }, { services: s }) => {
    const me = await member(s, iid, token);
    const now = new Date(s.now());
    const mine = await roleOfMember(s.db, me.id);
    if (!mine) return { list: [], total: 0 };
    const where = and(eq(distFans.roleId, mine.id), active ? gt(distFans.expiresAt, now) : undefined);
    const rows = await s.db.select().from(distFans).where(where).orderBy(desc(distFans.boundAt), desc(distFans.id)).limit(page.pageSize).offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(distFans).where(where);
    const cards = await memberCards(s.db, rows.map((r) => r.memberId));
    const bought = rows.length
      ? await s.db
          .select({ memberId: distOrders.memberId, n: sql<number>`count(*)::int`, fen: sql<number>`coalesce(sum(${distOrders.payFen} - ${distOrders.refundFen}), 0)::int` })
          .from(distOrders)
          .where(and(eq(distOrders.roleId, mine.id), inArray(distOrders.memberId, rows.map((r) => r.memberId))))
          .groupBy(distOrders.memberId)
      : [];
    return {
      list: rows.map((r) => {
        const b = bought.find((x) => x.memberId === r.memberId);
        const card = cards.get(r.memberId);
        return { userId: r.memberId, nickName: card?.nickName ?? '', mobile: maskMobile(card?.mobile ?? ''), boundAt: r.boundAt.toISOString(), expiresAt: r.expiresAt.toISOString(), expired: r.expiresAt <= now, orders: b?.n ?? 0, amountFen: b?.fen ?? 0 };
      }),
      total: total?.n ?? 0,
    };
  }),

  implement(distribution.getRegulations, async ({ iid }, { services: s }) => {
    const st = await settingsOf(s.db, iid);
    const rules = await rulesOf(s.db, iid);
    return {
      title: st.title,
      text: st.text,
      rate1Bp: st.rate1Bp,
      rate2Bp: st.rate2Bp,
      fanLockDays: st.fanLockDays,
      settleDays: Math.round((rules.settleSeconds / 86_400) * 100) / 100,
      minWithdrawFen: rules.minWithdrawFen,
      feeBp: rules.feeBp,
      askRegion: st.askRegion,
      askReason: st.askReason,
    };
  }),

  implement(distribution.changeOpInfos, async ({ iid, token, opName, opMobile }, { services: s }) => {
    const me = await member(s, iid, token);
    const role = await activeRole(s.db, me.id);
    if (!isChineseName(opName)) throw refuse(distribution.roleApply.errors.badName);
    if (!isMobile(opMobile)) throw refuse(distribution.roleApply.errors.badMobile);
    const [row] = await s.db.update(distRoles).set({ opName, opMobile }).where(eq(distRoles.id, role.id)).returning();
    return roleView(s.db, row ?? role, new Date(s.now()));
  }),

  implement(distribution.roleExtGet, async ({ iid, token }, { services: s }) => {
    const me = await member(s, iid, token);
    const role = await activeRole(s.db, me.id);
    return { wechatId: role.wechatId, intro: role.intro, posterTitle: role.posterTitle };
  }),

  implement(distribution.roleExtUpdate, async ({ iid, token, wechatId, intro, posterTitle }, { services: s }) => {
    const me = await member(s, iid, token);
    const role = await activeRole(s.db, me.id);
    await s.db.update(distRoles).set({ wechatId: wechatId.trim(), intro: intro.trim(), posterTitle: posterTitle.trim() }).where(eq(distRoles.id, role.id));
    return { wechatId: wechatId.trim(), intro: intro.trim(), posterTitle: posterTitle.trim() };
  }),
];
