import { saas } from '@tongxin/api-client/catalogue';
import { eq, gt, and, asc } from 'drizzle-orm';
import { defineModule, implement } from '../../platform/module';
import { findTenant } from '../../platform/tenants';
import { requireMember } from '../member/api';
import { roleOf } from '../statis/api';
import * as tables from './schema';
import { saasPlans, tenantPlans } from './schema';
import { saasSeller } from './seller';

/** The platform's paid plan an organisation buys (pay/saas), and the status its poster page shows. */
export default defineModule({
  name: 'saas',
  tables,
  seed: {
    async run(db) {
      await db.insert(saasPlans).values({ iid: 1000, title: '同心专业版', description: '为机构开通专业版能力', features: ['活动报名不限场次', '数据统计与导出', '机构专属海报与域名', '优先客服支持'], priceFen: 199900, days: 365 });
    },
  },
  calls: [
    implement(saas.plans, async ({ iid }, { services: s }) => {
      const rows = await s.db.select().from(saasPlans).where(eq(saasPlans.iid, iid)).orderBy(asc(saasPlans.id));
      return rows.map(({ iid: _iid, ...plan }) => plan);
    }),
    implement(saas.status, async ({ iid, token }, { services: s }) => {
      const now = new Date(s.now());
      const me = await requireMember(s.db, iid, token, now);
      const [held] = await s.db
        .select({ title: saasPlans.title, expiresAt: tenantPlans.expiresAt })
        .from(tenantPlans)
        .innerJoin(saasPlans, eq(saasPlans.id, tenantPlans.planId))
        .where(and(eq(tenantPlans.iid, iid), gt(tenantPlans.expiresAt, now)));
      return {
        orgName: (await findTenant(s.db, iid))?.name ?? '',
        plan: held ? { title: held.title, expiresAt: held.expiresAt.toISOString() } : null,
        canBuy: (await roleOf(s.db, iid, me.id)) === 'admin',
      };
    }),
  ],
  sells: [saasSeller],
});
