import { order, shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { PAY_TEXT } from '@tongxin/env-auth';
import { formatFen } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { NEEDS_WECHAT, useCheckout } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { JoinSteps } from '../components/join-steps';
import { orderLinks } from '../../../lib/links/order-links';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

export { NEEDS_WECHAT };

/**
 * /app/pay/shops_join?iid: pays the joining fee of the member's application. The order (business
 * type shopsJoin, the application as keys) is priced by the server; the application waits for
 * review only once the provider's notify reached the server, so after the bridge's ok the page
 * reads the order until it is paid.
 */
export function Component() {
  const { iid } = useMemberSession();
  const info = useRead(memberScope, shops.joinInfo, {});
  const checkout = useCheckout({ reloads: [shops.joinInfo, order.list] });
  const { phase, busy, canPay } = checkout;
  const application = info.data?.application;
  const pay = () => application && checkout.buy({ num: 1, orderType: order.BUSINESS_TYPE.shopsJoin, keys: String(application.id) });

  const S = shops.SHOP_STATUS;
  return (
    <MemberPage title="支付入驻费">
      {info.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : info.isError || !info.data ? (
        <ErrorState error={info.error} onRetry={info.refetch} />
      ) : !application ? (
        <EmptyState description="请先填写入驻信息">
          <AppLink to={shopsLinks.joinStep1()} className="tx-link-button">去填写</AppLink>
        </EmptyState>
      ) : (
        <>
          <JoinSteps current={phase.kind === 'paid' || application.status === S.reviewing ? 4 : 3} />
          <section className="shops-section" aria-label="入驻订单">
            <h3>{application.name}</h3>
            <p>
              {application.category} · {application.region}
            </p>
            <p>
              入驻费 <strong className="shops-status">{formatFen(info.data.fee)}</strong>
            </p>
          </section>
          <section className="shops-section" aria-live="polite" aria-label="支付状态">
            {application.status === S.reviewing || phase.kind === 'paid' ? (
              <p>{phase.kind === 'paid' && !phase.confirmed ? `${PAY_TEXT.ok}，支付结果确认中，请稍后在入驻页查看` : '入驻费已支付，等待组织审核'}</p>
            ) : application.status === S.approved ? (
              <p>已入驻</p>
            ) : application.status === S.paying && phase.kind === 'ready' ? (
              <p>
                已有一笔待支付的入驻订单，请在 <AppLink to={orderLinks.list({ iid })}>我的订单</AppLink> 中完成支付
              </p>
            ) : (
              <>
                {!canPay ? <p role="alert">{NEEDS_WECHAT}</p> : null}
                {phase.kind === 'paying' ? <p>正在支付…</p> : null}
                {phase.kind === 'confirming' ? <p>{PAY_TEXT.ok}，正在确认…</p> : null}
                {phase.kind === 'stopped' ? <p role="alert">{phase.message}</p> : null}
              </>
            )}
          </section>
          {application.status === S.rejected ? (
            <AppLink to={shopsLinks.joinStep1()} className="tx-link-button">
              修改后重新提交
            </AppLink>
          ) : application.status === S.draft || busy || phase.kind === 'stopped' ? (
            <Button block round type="primary" loading={busy} loadingText="请稍候…" disabled={busy || !canPay} onClick={() => void pay()}>
              {phase.kind === 'stopped' ? '重新支付' : `确认支付 ${formatFen(info.data.fee)}`}
            </Button>
          ) : (
            <AppLink to={shopsLinks.join()} className="tx-link-button">
              查看入驻进度
            </AppLink>
          )}
        </>
      )}
    </MemberPage>
  );
}
