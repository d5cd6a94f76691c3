import { useRead } from '@tongxin/api-client/react';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { vip } from '@tongxin/api-client';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { VipPlanSummary } from '../../../components/vip-card';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import '../vip.css';

/**
 * One card on sale (query id, spec §2 route name vipBuy) with its price; buying goes to the pay
 * page with a full page load, as WeChat payment checks the page URL (ARCHITECTURE §3).
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const plans = useRead(tenantScope, vip.plans, {});
  const navigate = useAppNavigate();
  const [leaving, setLeaving] = useState(false);
  const id = Number(search.get('id'));
  const plan =
    plans.data?.find((p) => p.id === id) ?? (search.get('id') ? undefined : plans.data?.[0]);

  const buy = () => {
    if (!plan || leaving) return;
    setLeaving(true);
    // A /app/pay/ path: the link builder adds cid and the pass-through params, the location
    // helper then loads the pay page in full (WeChat JSAPI payment checks the page URL).
    navigate(checkoutLinks.vipBuy({ iid, id: plan.id }));
  };
  return (
    <MemberPage title="开通会员">
      {plans.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={plans.refetch} />
      ) : !plan ? (
        <EmptyState description="这张会员卡不存在或已下架" />
      ) : (
        <>
          <VipPlanSummary plan={plan} />
          <Button
            block
            round
            type="primary"
            loading={leaving}
            loadingText="正在前往支付…"
            disabled={leaving}
            onClick={buy}
          >
            立即开通
          </Button>
        </>
      )}
    </MemberPage>
  );
}
