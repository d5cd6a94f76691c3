import { writeoff } from '@tongxin/api-client/catalogue';
import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { shanghaiDay } from '../../platform/time';
import { memberProfiles, requireMember } from '../member/api';
import { currentCard } from '../vip/api';
import { writeoffBenefits, writeoffCodes, writeoffMerchants, writeoffRecords, writeoffUses } from './schema';

const MINUTE = 60_000;
type Merchant = typeof writeoffMerchants.$inferSelect;

/** A name as a merchant sees it: the first character, the rest starred (李**). */
const maskName = (name: string) => (name.length <= 1 ? name : `${[...name][0] ?? ''}${'*'.repeat(Math.min([...name].length - 1, 3))}`);

/** The member's merchant in the tenant, unless the organisation removed it. */
async function merchantOf(db: Db, iid: number, memberId: number): Promise<Merchant | undefined> {
  const [row] = await db
    .select()
    .from(writeoffMerchants)
    .where(and(eq(writeoffMerchants.iid, iid), eq(writeoffMerchants.memberId, memberId), isNull(writeoffMerchants.removedAt)));
  return row;
}

async function requireMerchant(db: Db, iid: number, memberId: number): Promise<Merchant> {
  const merchant = await merchantOf(db, iid, memberId);
  if (!merchant) throw refuse(writeoff.lookup.errors.notMerchant);
  return merchant;
}

/** The benefits (of one merchant, or all the tenant's current merchants) with what this card has used of each. */
async function benefitsOnCard(db: Db, iid: number, cardNo: string, merchantId?: number): Promise<writeoff.Benefit[]> {
  const rows = await db
    .select({ benefit: writeoffBenefits, merchant: writeoffMerchants.name, used: writeoffUses.used })
    .from(writeoffBenefits)
    .innerJoin(writeoffMerchants, eq(writeoffMerchants.id, writeoffBenefits.merchantId))
    .leftJoin(writeoffUses, and(eq(writeoffUses.benefitId, writeoffBenefits.id), eq(writeoffUses.cardNo, cardNo)))
    .where(and(eq(writeoffBenefits.iid, iid), isNull(writeoffMerchants.removedAt), merchantId === undefined ? undefined : eq(writeoffBenefits.merchantId, merchantId)))
    .orderBy(asc(writeoffBenefits.id));
  return rows.map((r) => ({ id: r.benefit.id, title: r.benefit.title, description: r.benefit.description, merchant: r.merchant, uses: r.benefit.uses, used: r.used ?? 0 }));
}

/** The code's card and holder, or the refusal (unknown, another tenant's, expired). */
async function codeOf(db: Db, iid: number, code: string, now: Date) {
  const { errors } = writeoff.use;
  const [row] = await db.select().from(writeoffCodes).where(and(eq(writeoffCodes.code, code), eq(writeoffCodes.iid, iid)));
  if (!row) throw refuse(errors.badCode);
  if (row.expiresAt <= now) throw refuse(errors.expiredCode);
  return row;
}

/** Records as the lists show them (benefit, merchant and holder names). */
async function recordRows(db: Db, iid: number, where: ReturnType<typeof and>, page: { pageNumber: number; pageSize: number }, maskHolder: boolean) {
  const rows = await db
    .select({ record: writeoffRecords, benefit: writeoffBenefits.title, merchant: writeoffMerchants.name })
    .from(writeoffRecords)
    .innerJoin(writeoffBenefits, eq(writeoffBenefits.id, writeoffRecords.benefitId))
    .innerJoin(writeoffMerchants, eq(writeoffMerchants.id, writeoffRecords.merchantId))
    .where(where)
    .orderBy(desc(writeoffRecords.usedAt), desc(writeoffRecords.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(writeoffRecords).where(where);
  const holders = await memberProfiles(db, iid, rows.map((r) => r.record.memberId));
  return {
    list: rows.map((r) => {
      const name = holders.get(r.record.memberId)?.nickName ?? '';
      return { id: r.record.id, benefit: r.benefit, merchant: r.merchant, cardNo: r.record.cardNo, member: maskHolder ? maskName(name) : name, usedAt: r.record.usedAt.toISOString() };
    }),
    total: total?.n ?? 0,
  };
}

export const writeoffCalls = [
  implement(writeoff.myCode, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const card = await currentCard(s.db, iid, me.id, now);
    if (!card) throw refuse(writeoff.myCode.errors.notVip);
    const expiresAt = new Date(now.getTime() + writeoff.CODE_TTL_MINUTES * MINUTE);
    // The member's older codes end when a new one is shown: only the code on screen counts.
    await s.db.update(writeoffCodes).set({ expiresAt: now }).where(and(eq(writeoffCodes.memberId, me.id), gte(writeoffCodes.expiresAt, now)));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = String(randomInt(10_000_000, 100_000_000));
      const [row] = await s.db.insert(writeoffCodes).values({ code, iid, memberId: me.id, cardNo: card.cardNo, expiresAt }).onConflictDoNothing().returning();
      if (row) return { writeOffCode: code, expiresAt: expiresAt.toISOString(), cardNo: card.cardNo, cardTitle: card.title, benefits: await benefitsOnCard(s.db, iid, card.cardNo) };
    }
    throw new Error('no free write-off code after 5 tries');
  }),

  implement(writeoff.lookup, async ({ iid, token, code }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const merchant = await requireMerchant(s.db, iid, me.id);
    const found = await codeOf(s.db, iid, code, now);
    const card = await currentCard(s.db, iid, found.memberId, now);
    if (!card || card.cardNo !== found.cardNo) throw refuse(writeoff.lookup.errors.expiredCode);
    const holder = (await memberProfiles(s.db, iid, [found.memberId])).get(found.memberId);
    return { member: maskName(holder?.nickName ?? ''), cardNo: card.cardNo, cardTitle: card.title, merchant: merchant.name, benefits: await benefitsOnCard(s.db, iid, card.cardNo, merchant.id) };
  }),

  implement(writeoff.use, async ({ iid, token, code, benefitId }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const merchant = await requireMerchant(s.db, iid, me.id);
    const found = await codeOf(s.db, iid, code, now);
    const { errors } = writeoff.use;
    const [benefit] = await s.db
      .select()
      .from(writeoffBenefits)
      .where(and(eq(writeoffBenefits.id, benefitId), eq(writeoffBenefits.iid, iid), eq(writeoffBenefits.merchantId, merchant.id)));
    if (!benefit) throw refuse(errors.benefitNotFound);
    const card = await currentCard(s.db, iid, found.memberId, now);
    if (!card || card.cardNo !== found.cardNo) throw refuse(errors.expiredCode);
    const record = await s.db.transaction(async (tx) => {
      // One use taken by one conditional upsert: of two write-offs racing for the last use, one wins.
      const taken = await tx
        .insert(writeoffUses)
        .values({ cardNo: card.cardNo, benefitId: benefit.id, used: 1 })
        .onConflictDoUpdate({
          target: [writeoffUses.cardNo, writeoffUses.benefitId],
          set: { used: sql`${writeoffUses.used} + 1` },
          setWhere: sql`${writeoffUses.used} < ${benefit.uses}`,
        })
        .returning({ used: writeoffUses.used });
      if (taken.length === 0 || (taken[0]?.used ?? 0) > benefit.uses) throw refuse(errors.usedUp);
      const [row] = await tx
        .insert(writeoffRecords)
        .values({ iid, benefitId: benefit.id, merchantId: merchant.id, memberId: found.memberId, cardNo: card.cardNo, usedAt: now })
        .returning();
      if (!row) throw new Error('write-off record missing after insert');
      return row;
    });
    const holder = (await memberProfiles(s.db, iid, [found.memberId])).get(found.memberId);
    return { id: record.id, benefit: benefit.title, merchant: merchant.name, cardNo: card.cardNo, member: maskName(holder?.nickName ?? ''), usedAt: record.usedAt.toISOString() };
  }),

  implement(writeoff.records, async ({ iid, token, pageNumber, pageSize }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const merchant = await requireMerchant(s.db, iid, me.id);
    return recordRows(s.db, iid, and(eq(writeoffRecords.iid, iid), eq(writeoffRecords.merchantId, merchant.id)), { pageNumber, pageSize }, true);
  }),

  implement(writeoff.received, async ({ iid, token, pageNumber, pageSize }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return recordRows(s.db, iid, and(eq(writeoffRecords.iid, iid), eq(writeoffRecords.memberId, me.id)), { pageNumber, pageSize }, false);
  }),

  implement(writeoff.merchant, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const merchant = await merchantOf(s.db, iid, me.id);
    if (!merchant) return null;
    const [benefits] = await s.db.select({ n: count() }).from(writeoffBenefits).where(eq(writeoffBenefits.merchantId, merchant.id));
    const today = shanghaiDay(now);
    const mine = await s.db.select({ usedAt: writeoffRecords.usedAt }).from(writeoffRecords).where(and(eq(writeoffRecords.merchantId, merchant.id), gte(writeoffRecords.usedAt, new Date(now.getTime() - 86_400_000))));
    return { name: merchant.name, benefits: benefits?.n ?? 0, today: mine.filter((r) => shanghaiDay(r.usedAt) === today).length };
  }),
];

