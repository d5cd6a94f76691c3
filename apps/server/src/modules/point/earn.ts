import { order, point } from '@tongxin/api-client/catalogue';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderListener, SoldOrder } from '../../platform/seller';
import { shanghaiDay } from '../../platform/time';
import { coinAccounts, coinConf, coinTrans } from './schema';

/*
 * Earning points by the tenant's rules (coin_conf rows): the server applies these rows and
 * nothing else, and the rules page reads the same rows (ruleText). Paying earns by the buy rule
 * on the verified payment (orderEvents.paid), an activity order also by the enroll rule; a refund
 * takes back what the order earned beyond what the money kept still earns.
 */

const KIND = point.RULE_KIND;
type Kind = (typeof KIND)[keyof typeof KIND];
type Rule = typeof coinConf.$inferSelect;
interface Who {
  readonly iid: number;
  readonly memberId: number;
}

/** The kind a ledger entry of points taken back has. */
export const REVERSE_KIND = 'reverse';

const isKind = (code: string): code is Kind => (Object.values(KIND) as string[]).includes(code);

/** The tenant's rules the server applies, in their order (a row of a kind the server does not know is not a rule). */
export async function rulesOf(db: Db, iid: number): Promise<Rule[]> {
  const rows = await db.select().from(coinConf).where(eq(coinConf.iid, iid)).orderBy(coinConf.sort, coinConf.id);
  return rows.filter((r) => isKind(r.code));
}

export async function ruleOf(db: Db, iid: number, kind: Kind): Promise<Rule | undefined> {
  const [rule] = await db.select().from(coinConf).where(and(eq(coinConf.iid, iid), eq(coinConf.code, kind)));
  return rule;
}

/** What a rule gives, in the words of the rules page, from the very numbers the server applies. */
export function ruleText(rule: Pick<Rule, 'code' | 'coin' | 'dailyLimit'>): string {
  const perDay = rule.dailyLimit > 0 ? `每天前 ${rule.dailyLimit} 次，` : '';
  switch (rule.code) {
    case KIND.sign:
      return `每天签到一次，得 ${rule.coin} 积分`;
    case KIND.buy:
      return `${perDay}每实付 1 元得 ${rule.coin} 积分，支付成功后到账，退款时扣回`;
    case KIND.enroll:
      return `${perDay}每报名一次活动，得 ${rule.coin} 积分，退款时扣回`;
    case KIND.share:
      return `${perDay}每分享一次，得 ${rule.coin} 积分`;
    default:
      return '';
  }
}

/** The start of the day (Asia/Shanghai) an instant falls in. */
const dayStart = (now: Date) => new Date(`${shanghaiDay(now)}T00:00:00+08:00`);

/**
 * Adds points to the member inside `tx`, recorded with its reason, rule kind and order. The
 * account row is locked first, so a daily limit counted after it holds for two earnings at once.
 * Returns the new balance.
 */
async function credit(tx: Db, who: Who, amount: number, entry: { title: string; kind: string; orderId?: string; now?: Date }): Promise<number> {
  await tx.insert(coinAccounts).values({ memberId: who.memberId, iid: who.iid }).onConflictDoNothing();
  const [account] = await tx
    .update(coinAccounts)
    .set({ balance: sql`${coinAccounts.balance} + ${amount}` })
    .where(eq(coinAccounts.memberId, who.memberId))
    .returning({ balance: coinAccounts.balance });
  await tx.insert(coinTrans).values({ iid: who.iid, memberId: who.memberId, amount, title: entry.title, kind: entry.kind, orderId: entry.orderId ?? null, ...(entry.now ? { createdAt: entry.now } : {}) });
  return account?.balance ?? amount;
}

/**
 * Earns one use of a rule that has a daily limit (share): the account is locked, today's earnings
 * of the rule counted, and the points added only under the limit. Returns the points added (0 when
 * the tenant has no such rule or today's limit is reached) and the balance.
 */
export async function earnOnce(db: Db, who: Who, kind: Kind, now: Date): Promise<{ coin: number; balance: number }> {
  const rule = await ruleOf(db, who.iid, kind);
  return db.transaction(async (tx) => {
    await tx.insert(coinAccounts).values({ memberId: who.memberId, iid: who.iid }).onConflictDoNothing();
    const [account] = await tx.select().from(coinAccounts).where(eq(coinAccounts.memberId, who.memberId)).for('update');
    const balance = account?.balance ?? 0;
    if (!rule || rule.coin <= 0) return { coin: 0, balance };
    if (rule.dailyLimit > 0) {
      const [today] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(coinTrans)
        .where(and(eq(coinTrans.memberId, who.memberId), eq(coinTrans.kind, kind), gte(coinTrans.createdAt, dayStart(now))));
      if ((today?.n ?? 0) >= rule.dailyLimit) return { coin: 0, balance };
    }
    return { coin: rule.coin, balance: await credit(tx, who, rule.coin, { title: rule.title, kind, now }) };
  });
}

/** The points an order earns when paid, by the tenant's rules: per whole yuan paid, and per enrolment for an activity. */
async function earnedBy(tx: Db, sold: SoldOrder): Promise<{ rule: Rule; amount: number }[]> {
  const earned: { rule: Rule; amount: number }[] = [];
  const buy = await ruleOf(tx, sold.iid, KIND.buy);
  if (buy && buy.coin > 0 && sold.payFen >= 100) earned.push({ rule: buy, amount: buy.coin * Math.floor(sold.payFen / 100) });
  if (sold.businessType === order.BUSINESS_TYPE.activity) {
    const enroll = await ruleOf(tx, sold.iid, KIND.enroll);
    if (enroll && enroll.coin > 0) earned.push({ rule: enroll, amount: enroll.coin });
  }
  return earned;
}

/**
 * A refund takes back what the order earned beyond what the money kept still earns: the buy
 * rule's points in proportion to what is refunded (whole points, in the member's favour), an
 * enrolment's on a full refund. The balance may go below zero (the points were spent already): it
 * cannot be spent until earned back, and the ledger says why.
 */
async function takeBack(tx: Db, sold: SoldOrder, refundFen: number): Promise<void> {
  const rows = await tx
    .select({ kind: coinTrans.kind, amount: sql<number>`sum(${coinTrans.amount})`.mapWith(Number) })
    .from(coinTrans)
    .where(and(eq(coinTrans.orderId, sold.orderId), eq(coinTrans.memberId, sold.memberId), inArray(coinTrans.kind, [KIND.buy, KIND.enroll])))
    .groupBy(coinTrans.kind);
  const kept = Math.max(0, sold.payFen - refundFen);
  let back = 0;
  for (const r of rows) {
    if (r.kind === KIND.buy) back += r.amount - (sold.payFen > 0 ? Math.floor((r.amount * kept) / sold.payFen) : 0);
    else if (kept === 0) back += r.amount;
  }
  if (back <= 0) return;
  await credit(tx, { iid: sold.iid, memberId: sold.memberId }, -back, { title: `退款扣回积分：${sold.title}`, kind: REVERSE_KIND, orderId: sold.orderId });
}

/** Told of every paid and refunded order (whoever sold it): the points it earns and gives back. */
export const pointEvents: OrderListener = {
  async paid(tx, sold) {
    for (const { rule, amount } of await earnedBy(tx, sold)) {
      await credit(tx, { iid: sold.iid, memberId: sold.memberId }, amount, { title: `${rule.title}：${sold.title}`, kind: rule.code, orderId: sold.orderId });
    }
  },
  refunded: takeBack,
};
