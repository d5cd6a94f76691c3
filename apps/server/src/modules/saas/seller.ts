import { order, saas } from '@tongxin/api-client/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Seller } from '../../platform/seller';
import { roleOf } from '../statis/api';
import { saasPlans, tenantPlans } from './schema';

async function planOf(tx: Db, iid: number, keys: string) {
  const id = Number(keys);
  const [plan] = Number.isInteger(id) && id > 0 ? await tx.select().from(saasPlans).where(and(eq(saasPlans.id, id), eq(saasPlans.iid, iid))) : [];
  if (!plan) throw refuse(saas.SAAS_ERRORS.planNotFound);
  return plan;
}

/** The organisation's paid plan (business type 32): bought by a tenant admin; the paid notify extends the tenant's plan. */
export const saasSeller: Seller = {
  businessType: order.BUSINESS_TYPE.saas,
  async quote(tx, line, buyer) {
    if ((await roleOf(tx, line.iid, buyer.memberId)) !== 'admin') throw refuse(saas.SAAS_ERRORS.notAdmin);
    const plan = await planOf(tx, line.iid, line.keys);
    return { title: `${plan.title}（${plan.days}天）`, image: '', unitFen: plan.priceFen, num: 1, allowCoupons: false, allowPoints: false, snapshot: { planId: plan.id } };
  },
  async reserve(tx, line, _quote, buyer) {
    if ((await roleOf(tx, line.iid, buyer.memberId)) !== 'admin') throw refuse(saas.SAAS_ERRORS.notAdmin);
  },
  async release() {
    // A plan takes nothing that could run out.
  },
  async paid(tx, sold) {
    const plan = await planOf(tx, sold.iid, String(sold.snapshot.planId));
    const at = (sold.paidAt ?? new Date()).toISOString();
    await tx
      .insert(tenantPlans)
      .values({ iid: sold.iid, planId: plan.id, expiresAt: sql`${at}::timestamptz + make_interval(days => ${plan.days})` })
      .onConflictDoUpdate({
        target: tenantPlans.iid,
        set: { planId: plan.id, expiresAt: sql`GREATEST(${tenantPlans.expiresAt}, ${at}::timestamptz) + make_interval(days => ${plan.days})` },
      });
  },
};
