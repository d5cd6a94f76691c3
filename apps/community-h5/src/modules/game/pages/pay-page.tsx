import { game, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { CheckoutForm, usePricedOrder, type PriceChoices } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { ENTRY_LABEL } from '../game-text';
import { gameLinks } from '../../../lib/links/game-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../game.css';

/**
 * /app/pay/game?iid&id: the entry fee of a paid game. Shows the member's entry (name, group,
 * masked ID number) and the server's price of the fee (order.calculate, business type 9) with the
 * checkout kit's coupon sheet, points row and amount summary; 提交订单 creates the order at exactly
 * that amount, which takes the group's place, and opens the shared cashier (pay, countdown,
 * cancel). The entry is enrolled only once the provider's verified notify reaches the server.
 */
export function Component() {
  const { iid } = useMemberSession();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const entry = useRead(memberScope, game.myEntry, { gameId: id }, { enabled: valid });
  const waiting = entry.data?.status === game.ENTRY_STATUS.waitingPayment;
  const { values, setField, clear } = useDraft<PriceChoices>(`game-pay:${id}`, { couponId: undefined, useCoin: false });
  const offerCoupon = useCallback((c: number) => setField('couponId', c), [setField]);
  const { priced, shown, submit, submitting } = usePricedOrder(
    { orderType: order.BUSINESS_TYPE.game, keys: String(id), num: 1 },
    { enabled: valid && waiting, choices: values, offerCoupon, invalidates: [game.myEntry, game.detail] },
  );

  const title = '赛事报名支付';
  if (!valid) return <MemberPage title={title}><EmptyState description="缺少参数无法支付，请从赛事页进入" /></MemberPage>;
  if (entry.isPending) return <MemberPage title={title}><LoadingSkeleton rows={4} /></MemberPage>;
  if (entry.isError) {
    return (
      <MemberPage title={title}>
        <ErrorState error={entry.error} onRetry={entry.refetch} />
        <AppLink to={gameLinks.detail({ iid, id })}>返回赛事</AppLink>
      </MemberPage>
    );
  }
  const e = entry.data;
  const pendingOrder = (priced.error as { code?: number } | null)?.code === game.PAY_ERRORS.pending.code;
  return (
    <MemberPage title={title}>
      <section className="game-section" aria-label="报名信息">
        <h2>{e.gameTitle}</h2>
        <p>
          {e.name} · {e.groupName} · <span className="game-state">{ENTRY_LABEL[e.status]}</span>
        </p>
        <p className="game-meta">证件号 {e.idNo} · 手机 {e.mobile}</p>
        {e.team ? <p className="game-meta">队伍 {e.team.name}</p> : null}
      </section>
      {!waiting ? (
        <EmptyState description={e.status === game.ENTRY_STATUS.enrolled ? '报名费已支付，报名成功' : '该报名已取消'}>
          <AppLink to={gameLinks.detail({ iid, id })}>返回赛事</AppLink>
        </EmptyState>
      ) : !shown && priced.isPending ? (
        <LoadingSkeleton rows={3} label="正在计算报名费" />
      ) : !shown ? (
        <>
          <ErrorState error={priced.error} onRetry={priced.refetch} />
          {pendingOrder ? <AppLink to={orderLinks.list({ iid })}>去订单中支付</AppLink> : null}
        </>
      ) : (
        <CheckoutForm
          price={shown}
          pricing={priced}
          choices={values}
          onChoose={setField}
          submitting={submitting}
          onSubmit={() => void submit({}, clear)}
          note="提交后请在15分钟内完成支付，超时名额将释放"
          firstRows={
            <div className="checkout-row">
              <span>报名费</span>
              <span>{formatFen(shown.unitFen)}</span>
            </div>
          }
        />
      )}
    </MemberPage>
  );
}
