import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { QrCode, toast } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { ShareCard, SharePage, shareWaiting, useSharePoll } from '../share-card';
import { orderLinks } from '../../../lib/links/order-links';
import '../order.css';

/**
 * /app/order/:iid/buyShare?orderId — friend pay, the buyer's side: the share of one of their
 * waiting orders (made on the first visit), its link as a QR code and to copy, and how it stands,
 * read again every few seconds until a friend has paid or the order closed.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { iid } = useMemberSession();
  const poll = useSharePoll();
  const share = useRead(
    memberScope,
    order.buyShareInfo,
    { orderId },
    { enabled: orderId !== '', refetchInterval: poll.interval },
  );
  poll.seen(share.data);
  const toOrder = (
    <AppLink to={orderLinks.detail({ orderId, iid })} className="order-share-button">
      查看订单
    </AppLink>
  );
  return (
    <SharePage
      title="找人代付"
      missing={orderId ? null : '缺少订单号，请从订单页进入'}
      query={share}
      onError={toOrder}
    >
      {(s) => {
        const url = `${window.location.origin}${orderLinks.shareSupport({ key: s.key, iid })}`;
        return (
          <>
            {shareWaiting(s) && !s.supporterName ? (
              <p className="tx-card">代付订单创建成功，发给好友帮你付款吧~</p>
            ) : null}
            <ShareCard share={s} onExpired={() => void share.refetch()} />
            {shareWaiting(s) ? (
              <section className="tx-card order-share-link" aria-label="代付链接">
                <QrCode value={url} label="代付二维码" size={160} />
                <p className="tx-muted">
                  好友用微信扫码，或在微信里点右上角「···」把本页发给好友
                </p>
                <button
                  type="button"
                  className="order-share-button"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(url)
                      .then(() => toast.success('链接已复制，发给好友吧'))
                      .catch(() => toast.info(url))
                  }
                >
                  复制代付链接
                </button>
              </section>
            ) : null}
            {toOrder}
          </>
        );
      }}
    </SharePage>
  );
}
