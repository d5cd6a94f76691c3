import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { useCheckout } from '../../../components/checkout';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { api } from '../../../lib/api';
import { ShareCard, SharePage, shareWaiting } from '../share-card';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../order.css';

/** Outside WeChat there is no way to pay here. */
export const NEEDS_WECHAT = '请在微信中打开本页完成代付';

/**
 * /app/order/shareSupport?key — friend pay, the friend's side: whose order it is, the goods and
 * the amount, and 立即付款 (WeChat Pay through the tenant's route, server side). One friend at a
 * time takes an order on; after the bridge's ok the share's page reads it until the server has
 * the payment.
 */
export function Component() {
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const { iid, token } = useMemberSession();
  const navigate = useAppNavigate();
  const share = useRead(memberScope, order.buyShareInfo, { key }, { enabled: key !== '' });
  // The share's page reads the order until the server has the payment.
  const checkout = useCheckout({ reloads: [order.buyShareInfo], onBridgeOk: () => navigate(orderLinks.shareDetail({ key, iid }), { replace: true }) });
  const paying = checkout.busy;
  const problem = checkout.phase.kind === 'stopped' ? checkout.phase.message : null;
  // The friend pays through the share (the server signs the JSAPI parameters for the sharer's order).
  const pay = (orderId: string) => checkout.pay(orderId, (openId) => api.call(order.buyShareSupport, { iid, token: token ?? '', key, openId }));

  return (
    <SharePage
      title="好友代付"
      missing={key ? null : '代付链接不完整，请让好友重新分享'}
      query={share}
    >
      {(s) => {
        const canPay = shareWaiting(s) && !s.mine && (!s.supporterName || s.supportedByMe);
        return (
          <>
            <p className="tx-card">
              {s.mine ? '这是您分享的代付订单' : `${s.sharerName} 请你帮忙付款`}
            </p>
            <ShareCard share={s} onExpired={() => void share.refetch()} />
            {problem ? (
              <p role="alert" className="tx-card">
                {problem}
              </p>
            ) : null}
            {canPay && !checkout.canPay ? (
              <p role="alert" className="tx-card">
                {NEEDS_WECHAT}
              </p>
            ) : null}
            <div className="order-share-actions">
              {canPay ? (
                <Button
                  block
                  round
                  type="primary"
                  loading={paying}
                  disabled={paying || !checkout.canPay}
                  onClick={() => void pay(s.orderId)}
                >
                  {problem ? '重新付款' : `立即付款 ${formatFen(s.payFen)}`}
                </Button>
              ) : null}
              {s.mine && shareWaiting(s) ? (
                <AppLink to={checkoutLinks.order({ orderId: s.orderId, iid })} className="order-share-button">
                  自己支付
                </AppLink>
              ) : null}
              <AppLink to={orderLinks.shareDetail({ key, iid })} className="order-share-button">
                查看代付进度
              </AppLink>
            </div>
          </>
        );
      }}
    </SharePage>
  );
}
