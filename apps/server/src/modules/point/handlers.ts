import { point } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { previousDay, shanghaiDay } from '../../platform/time';
import { requireMember } from '../member/api';
import { earnOnce, ruleText, rulesOf } from './earn';
import { coinAccounts, coinConf, coinTrans } from './schema';

const iso = (d: Date) => d.toISOString();

/** The member's points: the account, its changes, the tenant's rules, the daily sign-in and the share. */
export const pointCalls = [
  implement(point.account, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const [account] = await s.db.select().from(coinAccounts).where(eq(coinAccounts.memberId, me.id));
    const today = shanghaiDay(now);
    const last = account?.lastSignDay ?? null;
    const streakAlive = last === today || last === previousDay(today);
    return { balance: account?.balance ?? 0, signedToday: last === today, signDays: streakAlive ? (account?.signDays ?? 0) : 0 };
  }),

  implement(point.transactions, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(coinTrans.memberId, me.id), eq(coinTrans.iid, iid));
    const rows = await s.db.select().from(coinTrans).where(where).orderBy(desc(coinTrans.id)).limit(page.pageSize).offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(coinTrans).where(where);
    return {
      list: rows.map((r) => ({ id: r.id, amount: r.amount, title: r.title, createdAt: iso(r.createdAt) })),
      total: total?.n ?? 0,
    };
  }),

  // The rules the server applies, each described from its own numbers (earn.ts ruleText).
  implement(point.rules, async ({ iid }, { services: s }) =>
    (await rulesOf(s.db, iid)).map((r) => ({ code: r.code, title: r.title, coin: r.coin, description: ruleText(r) })),
  ),

  implement(point.share, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    return earnOnce(s.db, { iid, memberId: me.id }, point.RULE_KIND.share, now);
  }),

  implement(point.sign, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const [rule] = await s.db.select().from(coinConf).where(and(eq(coinConf.iid, iid), eq(coinConf.code, point.SIGN_RULE)));
    if (!rule) throw refuse(point.sign.errors.noSignRule);
    const today = shanghaiDay(now);
    const yesterday = previousDay(today);
    return s.db.transaction(async (tx) => {
      // The account is made on first use.
      await tx.insert(coinAccounts).values({ memberId: me.id, iid }).onConflictDoNothing();
      // One conditional update: two sign-ins racing on the same day cannot both pass it.
      const [account] = await tx
        .update(coinAccounts)
        .set({
          balance: sql`${coinAccounts.balance} + ${rule.coin}`,
          signDays: sql`case when ${coinAccounts.lastSignDay} = ${yesterday} then ${coinAccounts.signDays} + 1 else 1 end`,
          lastSignDay: today,
        })
        .where(and(eq(coinAccounts.memberId, me.id), or(isNull(coinAccounts.lastSignDay), ne(coinAccounts.lastSignDay, today))))
        .returning({ balance: coinAccounts.balance });
      if (!account) throw refuse(point.sign.errors.signedAlready);
      await tx.insert(coinTrans).values({ iid, memberId: me.id, amount: rule.coin, title: rule.title, kind: point.RULE_KIND.sign, createdAt: now });
      return { coin: rule.coin, balance: account.balance };
    });
  }),
];
