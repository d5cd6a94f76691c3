import { address, type CallDeclaration, collection, coupon, member, order, point, vip } from '@tongxin/api-client';
import { INPUT_MESSAGES, isChineseName, isEmail, isMobile } from '@tongxin/validators';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, refuse } from './errors';
import {
  coinAccounts,
  coinConf,
  coinTrans,
  couponTemplates,
  memberAddresses,
  memberCollections,
  memberContacts,
  memberCoupons,
  memberOrders,
  members,
  orderTraces,
  vipCards,
  vipPlans,
} from './schema';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { RateLimiter } from '../../security/rate-limit';
import { closeSession, openSession, requireMember, type Member } from './session';
import { previousDay, shanghaiDay } from './time';

export interface MemberContext {
  db: Db;
  /** The caller's address, for rate limits. */
  ip: string;
  now: Date;
  /** The server's shared counter of rate-limited actions. */
  limiter: RateLimiter;
}

/** A handler of a declaration: parsed params in, the declared result out (or a ReplyError). */
export type MemberHandler<C extends CallDeclaration> = (
  params: z.output<C['params']>,
  ctx: MemberContext,
) => Promise<z.input<C['result']>>;

export interface MemberRoute<C extends CallDeclaration = CallDeclaration> {
  declaration: C;
  handler: MemberHandler<C>;
}

const route = <C extends CallDeclaration>(declaration: C, handler: MemberHandler<C>): MemberRoute =>
  ({ declaration, handler }) as unknown as MemberRoute;

const iso = (d: Date) => d.toISOString();

/** memberLogin's answer for a number the tenant does not know: the page then asks for an SMS code. */
export const NOT_REGISTERED = 1004;
export const NOT_REGISTERED_MSG = '该手机号尚未注册，请获取验证码完成注册';
const SIGN_CODE = 'sign';

// Sign-in tries per number and per address in 15 minutes; past them, 429 until the window ends.
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_PER_NUMBER = 10;
const LOGIN_PER_ADDRESS = 300;

async function profileOf(db: Db, member: Member, now: Date) {
  const [account] = await db.select({ balance: coinAccounts.balance }).from(coinAccounts).where(eq(coinAccounts.memberId, member.id));
  const [vip] = await db
    .select({ n: count() })
    .from(vipCards)
    .where(and(eq(vipCards.memberId, member.id), gt(vipCards.expiresAt, now)));
  return {
    userId: member.id,
    iid: member.iid,
    mobile: member.mobile,
    nickName: member.nickName,
    name: member.name,
    headImg: member.headImg,
    signature: member.signature,
    email: member.email,
    coin: account?.balance ?? 0,
    isVip: (vip?.n ?? 0) > 0,
  };
}

/** The nickname a new member starts with: the number with its middle hidden. */
export const defaultNickName = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** Creates a member with an empty points account. */
export async function createMember(db: Db, iid: number, mobile: string, password: string, nickName = defaultNickName(mobile)) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ iid, mobile, passwordHash, nickName })
      .onConflictDoNothing()
      .returning();
    if (!member) return undefined;
    await tx.insert(coinAccounts).values({ memberId: member.id, iid });
    return member;
  });
}

function couponRow(row: {
  id: number;
  couponId: number;
  usedAt: Date | null;
  name: string;
  discountType: number;
  minusPrice: number;
  fullPrice: number;
  endTime: Date;
}, now: Date) {
  const status = row.usedAt ? 2 : row.endTime <= now ? 3 : 1;
  return {
    id: row.id,
    couponId: row.couponId,
    name: row.name,
    discountType: row.discountType,
    minusPrice: row.minusPrice,
    fullPrice: row.fullPrice,
    endTime: iso(row.endTime),
    status,
  };
}

/** Claims templates for a member; all must be of the tenant and not ended. Returns how many were new. */
async function claimCoupons(db: Db, member: Member, ids: number[], now: Date): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > 50) throw refuse(400, '优惠券参数错误');
  const found = await db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(and(inArray(couponTemplates.id, unique), eq(couponTemplates.iid, member.iid), gt(couponTemplates.endTime, now)));
  if (found.length !== unique.length) throw refuse(404, '优惠券不存在或已过期');
  const inserted = await db
    .insert(memberCoupons)
    .values(unique.map((couponId) => ({ iid: member.iid, memberId: member.id, couponId, receivedAt: now })))
    .onConflictDoNothing()
    .returning({ id: memberCoupons.id });
  return inserted.length;
}

function parseIdList(text: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(400, '优惠券参数错误');
  }
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(Number(v)) && Number(v) > 0)) {
    throw refuse(400, '优惠券参数错误');
  }
  return value.map(Number);
}

type AddressInput = z.output<typeof address.add.params>;

function checkAddress(input: AddressInput) {
  if (!isMobile(input.mobile)) throw refuse(400, INPUT_MESSAGES.mobile);
  if (input.postCode !== '' && !/^\d{6}$/.test(input.postCode)) throw refuse(400, '邮政编码格式不对哦~');
  if (input.name.trim() === '' || input.address.trim() === '') throw refuse(400, INPUT_MESSAGES.required);
}

function addressRow(row: typeof memberAddresses.$inferSelect) {
  return {
    id: row.id,
    iid: row.iid,
    rid: row.memberId,
    name: row.name,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    district: row.district,
    areaCode: row.areaCode,
    address: row.address,
    postCode: row.postCode,
    isDefault: row.isDefault,
  };
}

async function memberOrder(db: Db, member: Member, orderId: string) {
  const [order] = await db
    .select()
    .from(memberOrders)
    .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, member.id), eq(memberOrders.iid, member.iid)));
  if (!order) throw notFound('订单');
  return order;
}

function orderSummary(o: typeof memberOrders.$inferSelect) {
  return {
    orderId: o.orderId,
    status: o.status,
    businessType: o.businessType,
    title: o.title,
    image: o.image,
    price: o.price,
    num: o.num,
    total: Math.round(o.price * o.num * 100) / 100,
    createdAt: iso(o.createdAt),
  };
}

function orderDetailRow(o: typeof memberOrders.$inferSelect) {
  return {
    ...orderSummary(o),
    tradeNo: o.tradeNo,
    company: o.company,
    transportNumber: o.transportNumber,
    refundEms: o.refundEms,
    refundState: o.refundState,
    chainIds: o.chainIds,
    contactName: o.contactName,
    contactPhone: o.contactPhone,
    deliveryAddress: o.deliveryAddress,
    remark: o.remark,
    paidAt: o.paidAt ? iso(o.paidAt) : null,
  };
}

const offsetOf = (p: { pageNumber: number; pageSize: number }) => (p.pageNumber - 1) * p.pageSize;

/** Every member call with its handler. */
export const memberRoutes: MemberRoute[] = [
  route(member.login, async ({ iid, mobile, password }, { db, ip, now, limiter: loginLimiter }) => {
    if (!isMobile(mobile)) throw refuse(400, '请输入正确的手机号码');
    if (
      !loginLimiter.hit(`member-login:${iid}:${mobile}`, LOGIN_PER_NUMBER, LOGIN_WINDOW_MS) ||
      !loginLimiter.hit(`member-login-ip:${ip}`, LOGIN_PER_ADDRESS, LOGIN_WINDOW_MS)
    ) {
      throw refuse(429, '尝试次数过多，请稍后再试');
    }
    const [member] = await db.select().from(members).where(and(eq(members.iid, iid), eq(members.mobile, mobile)));
    // A number new to the tenant signs up with an SMS code (registerV2.registerByMobile), so no
    // one takes a number that is not theirs.
    if (!member) throw refuse(NOT_REGISTERED, NOT_REGISTERED_MSG);
    if (!(await verifyPassword(password, member.passwordHash))) {
      throw refuse(1001, '手机号或密码错误');
    }
    const session = await openSession(db, member.id, now);
    return { token: session.token, userId: member.id, expiresAt: iso(session.expiresAt) };
  }),

  route(member.logout, async ({ token }, { db }) => {
    await closeSession(db, token);
    return true;
  }),

  route(member.profile, async ({ iid, token }, { db, now }) => profileOf(db, await requireMember(db, iid, token, now), now)),

  route(member.profileUpdate, async ({ iid, token, ...input }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    if (input.nickName.trim() === '') throw refuse(400, INPUT_MESSAGES.required);
    if (input.name !== '' && !isChineseName(input.name)) throw refuse(400, INPUT_MESSAGES.chineseName);
    if (!isMobile(input.mobile)) throw refuse(400, INPUT_MESSAGES.mobile);
    if (input.email !== '' && !isEmail(input.email)) throw refuse(400, INPUT_MESSAGES.email);
    if (input.mobile !== member.mobile) {
      const [taken] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.iid, iid), eq(members.mobile, input.mobile), ne(members.id, member.id)));
      if (taken) throw refuse(409, '该手机号已被其他账号使用');
    }
    const [saved] = await db
      .update(members)
      .set({ nickName: input.nickName.trim(), name: input.name, mobile: input.mobile, email: input.email, signature: input.signature })
      .where(eq(members.id, member.id))
      .returning();
    return profileOf(db, saved ?? member, now);
  }),

  route(member.contact, async ({ iid }, { db }) => {
    const [row] = await db.select().from(memberContacts).where(eq(memberContacts.iid, iid));
    if (!row) throw notFound('联系方式');
    return { name: row.name, phone: row.phone, email: row.email, hours: row.hours, address: row.address };
  }),

  route(collection.list, async ({ iid, token, ...page }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const where = and(eq(memberCollections.memberId, member.id), eq(memberCollections.iid, iid));
    const rows = await db
      .select()
      .from(memberCollections)
      .where(where)
      .orderBy(desc(memberCollections.createdAt), desc(memberCollections.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    const [total] = await db.select({ n: count() }).from(memberCollections).where(where);
    return {
      list: rows.map((r) => ({
        id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        title: r.title,
        image: r.image,
        link: r.link,
        createdAt: iso(r.createdAt),
      })),
      total: total?.n ?? 0,
    };
  }),

  route(coupon.list, async ({ iid, token, status, ...page }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const byStatus: SQL | undefined =
      status === 2
        ? isNotNull(memberCoupons.usedAt)
        : status === 3
          ? and(isNull(memberCoupons.usedAt), lte(couponTemplates.endTime, now))
          : and(isNull(memberCoupons.usedAt), gt(couponTemplates.endTime, now));
    const where = and(eq(memberCoupons.memberId, member.id), eq(memberCoupons.iid, iid), byStatus);
    const rows = await db
      .select({
        id: memberCoupons.id,
        couponId: memberCoupons.couponId,
        usedAt: memberCoupons.usedAt,
        name: couponTemplates.name,
        discountType: couponTemplates.discountType,
        minusPrice: couponTemplates.minusPrice,
        fullPrice: couponTemplates.fullPrice,
        endTime: couponTemplates.endTime,
      })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.couponId))
      .where(where)
      .orderBy(desc(memberCoupons.receivedAt), desc(memberCoupons.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    const [total] = await db
      .select({ n: count() })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.couponId))
      .where(where);
    return { list: rows.map((r) => couponRow(r, now)), total: total?.n ?? 0 };
  }),

  route(coupon.claim, async ({ iid, token, couponIds }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    return claimCoupons(db, member, parseIdList(couponIds), now);
  }),

  route(coupon.claimOne, async ({ iid, token, couponId }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    return claimCoupons(db, member, [couponId], now);
  }),

  route(point.account, async ({ iid, token }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const [account] = await db.select().from(coinAccounts).where(eq(coinAccounts.memberId, member.id));
    const today = shanghaiDay(now);
    const last = account?.lastSignDay ?? null;
    const streakAlive = last === today || last === previousDay(today);
    return { balance: account?.balance ?? 0, signedToday: last === today, signDays: streakAlive ? (account?.signDays ?? 0) : 0 };
  }),

  route(point.transactions, async ({ iid, token, ...page }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const where = and(eq(coinTrans.memberId, member.id), eq(coinTrans.iid, iid));
    const rows = await db.select().from(coinTrans).where(where).orderBy(desc(coinTrans.id)).limit(page.pageSize).offset(offsetOf(page));
    const [total] = await db.select({ n: count() }).from(coinTrans).where(where);
    return {
      list: rows.map((r) => ({ id: r.id, amount: r.amount, title: r.title, createdAt: iso(r.createdAt) })),
      total: total?.n ?? 0,
    };
  }),

  route(point.rules, async ({ iid }, { db }) => {
    const rows = await db.select().from(coinConf).where(eq(coinConf.iid, iid)).orderBy(asc(coinConf.sort), asc(coinConf.id));
    return rows.map((r) => ({ code: r.code, title: r.title, coin: r.coin, description: r.description }));
  }),

  route(point.sign, async ({ iid, token }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const [rule] = await db.select().from(coinConf).where(and(eq(coinConf.iid, iid), eq(coinConf.code, SIGN_CODE)));
    if (!rule) throw refuse(404, '本机构未开通签到');
    const today = shanghaiDay(now);
    const yesterday = previousDay(today);
    return db.transaction(async (tx) => {
      await tx.insert(coinAccounts).values({ memberId: member.id, iid }).onConflictDoNothing();
      // One conditional update: two sign-ins racing on the same day cannot both pass it.
      const [account] = await tx
        .update(coinAccounts)
        .set({
          balance: sql`${coinAccounts.balance} + ${rule.coin}`,
          signDays: sql`case when ${coinAccounts.lastSignDay} = ${yesterday} then ${coinAccounts.signDays} + 1 else 1 end`,
          lastSignDay: today,
        })
        .where(
          and(
            eq(coinAccounts.memberId, member.id),
            or(isNull(coinAccounts.lastSignDay), ne(coinAccounts.lastSignDay, today)),
          ),
        )
        .returning({ balance: coinAccounts.balance });
      if (!account) throw refuse(409, '今天已经签到过了');
      await tx.insert(coinTrans).values({ iid, memberId: member.id, amount: rule.coin, title: rule.title, createdAt: now });
      return { coin: rule.coin, balance: account.balance };
    });
  }),

  route(address.list, async ({ iid, token }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const rows = await db
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.memberId, member.id), eq(memberAddresses.iid, iid)))
      .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.id));
    return rows.map(addressRow);
  }),

  route(address.add, async ({ iid, token, ...input }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    checkAddress({ iid, token, ...input });
    return db.transaction(async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(memberAddresses).where(eq(memberAddresses.memberId, member.id));
      if ((existing?.n ?? 0) >= 30) throw refuse(409, '最多保存30个地址');
      const isDefault = input.isDefault || (existing?.n ?? 0) === 0;
      if (isDefault) await tx.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, member.id));
      const [row] = await tx
        .insert(memberAddresses)
        .values({ ...input, name: input.name.trim(), address: input.address.trim(), iid, memberId: member.id, isDefault })
        .returning();
      if (!row) throw refuse(500, '保存失败');
      return addressRow(row);
    });
  }),

  route(address.update, async ({ iid, token, id, ...input }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    checkAddress({ iid, token, ...input });
    return db.transaction(async (tx) => {
      const mine = and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, member.id), eq(memberAddresses.iid, iid));
      const [current] = await tx.select().from(memberAddresses).where(mine);
      if (!current) throw notFound('地址');
      // The default stays somewhere: unticking the only default keeps it.
      const isDefault = input.isDefault || current.isDefault;
      if (isDefault && !current.isDefault) {
        await tx.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, member.id));
      }
      const [row] = await tx
        .update(memberAddresses)
        .set({ ...input, name: input.name.trim(), address: input.address.trim(), isDefault })
        .where(mine)
        .returning();
      if (!row) throw notFound('地址');
      return addressRow(row);
    });
  }),

  route(address.remove, async ({ iid, token, id }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    return db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(memberAddresses)
        .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, member.id), eq(memberAddresses.iid, iid)))
        .returning();
      if (!removed) throw notFound('地址');
      if (removed.isDefault) {
        const [next] = await tx
          .select({ id: memberAddresses.id })
          .from(memberAddresses)
          .where(eq(memberAddresses.memberId, member.id))
          .orderBy(desc(memberAddresses.id))
          .limit(1);
        if (next) await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, next.id));
      }
      return true;
    });
  }),

  route(order.list, async ({ iid, token, status, ...page }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const byStatus = status === 0 ? undefined : status >= 10 ? gt(memberOrders.status, 10) : eq(memberOrders.status, status);
    const where = and(eq(memberOrders.memberId, member.id), eq(memberOrders.iid, iid), byStatus);
    const rows = await db
      .select()
      .from(memberOrders)
      .where(where)
      .orderBy(desc(memberOrders.createdAt), desc(memberOrders.orderId))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    const [total] = await db.select({ n: count() }).from(memberOrders).where(where);
    return { list: rows.map(orderSummary), total: total?.n ?? 0 };
  }),

  route(order.detail, async ({ iid, token, orderId }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    return orderDetailRow(await memberOrder(db, member, orderId));
  }),

  route(order.logistics, async ({ iid, token, orderId }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const order = await memberOrder(db, member, orderId);
    const traces = order.transportNumber
      ? await db.select().from(orderTraces).where(eq(orderTraces.orderId, order.orderId)).orderBy(desc(orderTraces.at))
      : [];
    return {
      company: order.company,
      transportNumber: order.transportNumber,
      traces: traces.map((t) => ({ time: iso(t.at), text: t.text })),
    };
  }),

  route(order.refundEms, async ({ iid, token, orderId, refundEms }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const order = await memberOrder(db, member, orderId);
    const [row] = await db
      .update(memberOrders)
      .set({ refundEms: refundEms.toUpperCase(), refundState: 2 })
      .where(and(eq(memberOrders.orderId, order.orderId), eq(memberOrders.refundState, 1)))
      .returning();
    if (!row) throw refuse(409, '当前订单无需填写退货物流');
    return orderDetailRow(row);
  }),

  route(vip.profile, async ({ iid, token }, { db, now }) => {
    const member = await requireMember(db, iid, token, now);
    const rows = await db
      .select({ card: vipCards, plan: vipPlans })
      .from(vipCards)
      .innerJoin(vipPlans, eq(vipPlans.id, vipCards.planId))
      .where(and(eq(vipCards.memberId, member.id), eq(vipCards.iid, iid), gte(vipCards.expiresAt, now)))
      .orderBy(desc(vipCards.expiresAt));
    return {
      isVip: rows.length > 0,
      cards: rows.map(({ card, plan }) => ({
        cardTitle: plan.title,
        cardDesc: plan.description,
        cardNo: card.cardNo,
        cardDate: shanghaiDay(card.expiresAt),
        cardImg: plan.image,
      })),
    };
  }),

  route(vip.plans, async ({ iid }, { db }) => {
    const rows = await db.select().from(vipPlans).where(eq(vipPlans.iid, iid)).orderBy(asc(vipPlans.price));
    return rows.map((p) => ({ id: p.id, cardTitle: p.title, cardDesc: p.description, cardImg: p.image, price: p.price, days: p.days }));
  }),
];
