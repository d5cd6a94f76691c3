import { order, saas } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { useOrderToCashier } from '../../../components/checkout';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope } from '../../../components/scopes';
import { saasLinks } from '../../../lib/links/saas-links';
import '../saas.css';

/**
 * /app/pay/saas: the organisation's plan — what it holds, the plans on sale, and (for a tenant
 * admin) buying one through the order kernel at the server's price, then the cashier.
 */
export function Component() {
  const status = useRead(memberScope, saas.status, {});
  const plans = useRead(tenantScope, saas.plans, {});
  const cashier = useOrderToCashier([saas.status]);
  const buy = (plan: saas.SaasPlan) => cashier.submit({ orderType: order.BUSINESS_TYPE.saas, keys: String(plan.id), num: 1, payPrice: plan.priceFen });
  return (
    <MemberPage title="机构套餐">
      <QueryView query={status} loading={<LoadingSkeleton rows={2} />}>
        {(s) => (
          <section className="saas-plan" aria-label="当前套餐">
            <h2>{s.orgName}</h2>
            <p className="saas-muted">{s.plan ? `当前：${s.plan.title}，有效期至 ${formatDate(s.plan.expiresAt, 2)}` : '当前：免费版'}</p>
            <AppLink to={saasLinks.poster()}>生成机构主页海报</AppLink>
            {s.canBuy ? null : <p className="saas-muted">{saas.SAAS_ERRORS.notAdmin.msg}</p>}
          </section>
        )}
      </QueryView>
      <QueryView query={plans} empty="暂无可购买的套餐" loading={<LoadingSkeleton rows={3} />}>
        {(list) =>
          list.map((plan) => (
            <section key={plan.id} className="saas-plan" aria-label={plan.title}>
              <h2>
                {plan.title} · {formatFen(plan.priceFen)}/{plan.days}天
              </h2>
              <p className="saas-muted">{plan.description}</p>
              <ul>
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <button type="button" className="saas-primary" disabled={!status.data?.canBuy || cashier.pending} onClick={() => void buy(plan)}>
                {status.data?.plan ? '续费' : '立即开通'}
              </button>
            </section>
          ))
        }
      </QueryView>
    </MemberPage>
  );
}
