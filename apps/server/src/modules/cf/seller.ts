import { randomBytes } from 'node:crypto';
import { cf, order } from '@tongxin/api-client/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { OrderLine, Seller, SoldOrder } from '../../platform/seller';
import { cfProjects, cfSupports, cfTiers } from './schema';

const E = cf.CF_ERRORS;
const S = cf.SUPPORT_STATUS;

/**
 * What a support line asks: `keys` the project id; `property` a reward tier's id (then `num`
 * units of it), or empty and `property2` the amount in fen (any amount, once); `info` a message.
 */
async function supportOf(tx: Db, line: OrderLine, now: Date) {
  const projectId = Number(line.keys);
  if (!Number.isInteger(projectId) || projectId <= 0) throw refuse(E.notFound);
  const [project] = await tx.select().from(cfProjects).where(and(eq(cfProjects.id, projectId), eq(cfProjects.iid, line.iid)));
  if (!project) throw refuse(E.notFound);
  if (project.status !== cf.PROJECT_STATUS.funding || project.deadline.getTime() <= now.getTime()) throw refuse(E.notFunding);
  if (line.property !== '') {
    const tierId = Number(line.property);
    const [tier] = Number.isInteger(tierId) && tierId > 0 ? await tx.select().from(cfTiers).where(and(eq(cfTiers.id, tierId), eq(cfTiers.projectId, project.id))) : [];
    if (!tier) throw refuse(E.tierNotFound);
    if (tier.amountFen * line.num > cf.MAX_SUPPORT_FEN) throw refuse(E.tooMuch);
    return { project, tier, unitFen: tier.amountFen, num: line.num };
  }
  const amount = /^-?\d+$/.test(line.property2.trim()) ? Number(line.property2.trim()) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw refuse(E.badAmount);
  if (amount > cf.MAX_SUPPORT_FEN) throw refuse(E.tooMuch);
  return { project, tier: undefined, unitFen: amount, num: 1 };
}

const refOf = (sold: SoldOrder) => (typeof sold.snapshot.ref === 'string' ? sold.snapshot.ref : '');

/** Supporting a crowdfunding project (business type 8): a free amount or units of a reward tier, whose places run out. */
export const supportSeller: Seller = {
  businessType: order.BUSINESS_TYPE.crowdfunding,
  async quote(tx, line) {
    const { project, tier, unitFen, num } = await supportOf(tx, line, new Date());
    return {
      title: tier ? `支持「${project.title}」· ${tier.title}` : `支持「${project.title}」`,
      image: project.images[0] ?? '',
      unitFen,
      num,
      needsAddress: tier?.needsAddress ?? false,
      allowCoupons: false,
      allowPoints: false,
      snapshot: { ref: randomBytes(12).toString('hex'), projectId: project.id, tierId: tier?.id ?? null },
    };
  },
  async reserve(tx, line, quote, buyer) {
    const now = new Date();
    const { project, tier, unitFen, num } = await supportOf(tx, line, now);
    if (tier) {
      const [taken] = await tx
        .update(cfTiers)
        .set({ taken: sql`${cfTiers.taken} + ${num}` })
        .where(and(eq(cfTiers.id, tier.id), sql`(${cfTiers.limit} = 0 OR ${cfTiers.taken} + ${num} <= ${cfTiers.limit})`))
        .returning({ id: cfTiers.id });
      if (!taken) throw refuse(E.tierFull);
    }
    const ref = typeof quote.snapshot?.ref === 'string' ? quote.snapshot.ref : randomBytes(12).toString('hex');
    await tx.insert(cfSupports).values({ iid: line.iid, projectId: project.id, memberId: buyer.memberId, ref, tierId: tier?.id ?? null, units: num, amountFen: unitFen * num, message: line.info.slice(0, 200), createdAt: now });
  },
  async release(tx, sold) {
    const [support] = await tx
      .update(cfSupports)
      .set({ status: sql`CASE WHEN ${cfSupports.status} = ${S.waiting} THEN ${S.cancelled}::integer ELSE ${S.refunded}::integer END` })
      .where(and(eq(cfSupports.ref, refOf(sold)), sql`${cfSupports.status} IN (${S.waiting}, ${S.paid}, ${S.refunding})`))
      .returning();
    if (support?.tierId) await tx.update(cfTiers).set({ taken: sql`GREATEST(${cfTiers.taken} - ${support.units}, 0)` }).where(eq(cfTiers.id, support.tierId));
  },
  async paid(tx, sold) {
    await tx
      .update(cfSupports)
      .set({ status: S.paid, orderId: sold.orderId, paidAt: sold.paidAt ?? new Date() })
      .where(and(eq(cfSupports.ref, refOf(sold)), eq(cfSupports.status, S.waiting)));
  },
};
