import { order } from '@tongxin/api-client';
import { formatFen, QueryView } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { usePricedOrder } from '../../../components/checkout';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { cardIdOf } from '../card-query';
import '../realcard.css';

/**
 * /app/pay/card?cardId: renewing a real card through the order kernel (business type 31). The
 * amount is the server's (order.calculate); the order is created at exactly that amount and paid
 * at the cashier.
 */
export function Component() {
  const [search] = useSearchParams();
  const cardId = cardIdOf(search);
  const { priced, submit, submitting } = usePricedOrder({ orderType: order.BUSINESS_TYPE.realCard, keys: String(cardId), num: 1 }, { enabled: cardId > 0 });
  return (
    <MemberPage title="卡片续期支付">
      {cardId ? (
        <QueryView query={priced} loading={<LoadingSkeleton rows={3} />}>
          {(p) => (
            <section className="tx-card" aria-label="续期订单">
              <p>{p.title}</p>
              <p>
                应付 <strong>{formatFen(p.payFen)}</strong>
              </p>
              <button type="button" className="rc-primary" disabled={submitting} onClick={() => void submit()}>
                {submitting ? '提交中…' : `确认支付 ${formatFen(p.payFen)}`}
              </button>
            </section>
          )}
        </QueryView>
      ) : (
        <EmptyState description="缺少卡片参数，请从我的实体卡进入" />
      )}
    </MemberPage>
  );
}
