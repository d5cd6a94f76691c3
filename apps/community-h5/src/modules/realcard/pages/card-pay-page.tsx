import { errorMessage, order } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, QueryView, toast } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { cardIdOf } from '../card-query';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import '../realcard.css';

/**
 * /app/pay/card?cardId: renewing a real card through the order kernel (business type 31). The
 * amount is the server's (order.calculate); the order is created at exactly that amount and paid
 * at the cashier.
 */
export function Component() {
  const [search] = useSearchParams();
  const cardId = cardIdOf(search);
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const line = { orderType: order.BUSINESS_TYPE.realCard, keys: String(cardId), num: 1 };
  const priced = useRead(memberScope, order.calculate, line, { enabled: cardId > 0 });
  const create = useWrite(memberScope, order.create, { invalidates: [order.list] });
  const pay = async (payFen: number) => {
    if (create.isPending) return;
    try {
      const created = await create.mutateAsync({ ...line, payPrice: payFen });
      goLocation(navigate, checkoutLinks.order({ orderId: created.orderId, iid }));
    } catch (error) {
      toast.fail(errorMessage(error) || '下单失败，请重试');
      void priced.refetch();
    }
  };
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
              <button type="button" className="rc-primary" disabled={create.isPending} onClick={() => void pay(p.payFen)}>
                {create.isPending ? '提交中…' : `确认支付 ${formatFen(p.payFen)}`}
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
