import { errorMessage, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { credentials } from '@tongxin/env-auth';
import { formatFen, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { AUTHORIZE_FIRST } from '../../../components/checkout';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { PAY_TEXT, payInWechat } from '@tongxin/env-auth';
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
  const environment = useSession((s) => s.environment);
  const identity = useSession((s) => s.identity);
  const openId = identity?.openId ?? credentials.idsUser.read(iid)?.openid ?? null;
  const share = useRead(memberScope, order.buyShareInfo, { key }, { enabled: key !== '' });
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay() {
    if (!token || paying) return;
    if (!openId) {
      toast.warn(AUTHORIZE_FIRST);
      setProblem(AUTHORIZE_FIRST);
      return;
    }
    setPaying(true);
    setProblem(null);
    try {
      const params = await api.call(order.buyShareSupport, { iid, token, key, openId });
      const result = await payInWechat(params);
      if (result === 'ok') {
        navigate(orderLinks.shareDetail({ key, iid }), { replace: true });
        return;
      }
      setProblem(PAY_TEXT[result]);
      if (result === 'cancel') toast.info(PAY_TEXT.cancel);
      else toast.fail(PAY_TEXT.fail);
    } catch (error) {
      const message = errorMessage(error) || PAY_TEXT.fail;
      toast.fail(message);
      setProblem(message);
      void share.refetch();
    } finally {
      setPaying(false);
    }
  }

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
            {canPay && environment !== 'wechat' ? (
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
                  disabled={paying || environment !== 'wechat'}
                  onClick={() => void pay()}
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
