import { errorMessage, order, saas } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView, toast } from '@tongxin/ui';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { saasLinks } from '../../../lib/links/saas-links';
import '../saas.css';

/**
 * /app/pay/saas: the organisation's plan — what it holds, the plans on sale, and (for a tenant
 * admin) buying one through the order kernel at the server's price, then the cashier.
 */
export function Component() {
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const status = useRead(memberScope, saas.status, {});
  const plans = useRead(tenantScope, saas.plans, {});
  const create = useWrite(memberScope, order.create, { invalidates: [order.list, saas.status] });
  const buy = async (plan: saas.SaasPlan) => {
    if (create.isPending) return;
    try {
      const created = await create.mutateAsync({ orderType: order.BUSINESS_TYPE.saas, keys: String(plan.id), num: 1, payPrice: plan.priceFen });
      goLocation(navigate, checkoutLinks.order({ orderId: created.orderId, iid }));
    } catch (error) {
      toast.fail(errorMessage(error) || '下单失败，请重试');
    }
  };
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
              <button type="button" className="saas-primary" disabled={!status.data?.canBuy || create.isPending} onClick={() => void buy(plan)}>
                {status.data?.plan ? '续费' : '立即开通'}
              </button>
            </section>
          ))
        }
      </QueryView>
    </MemberPage>
  );
}
