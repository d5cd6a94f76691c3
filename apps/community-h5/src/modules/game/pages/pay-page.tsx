import { errorMessage, game, order } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, toast } from '@tongxin/ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { AmountSummary, CouponSheet, PointsRow } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { ENTRY_LABEL } from '../game-text';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { gameLinks } from '../../../lib/links/game-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../game.css';

interface Choices {
  /** undefined: not chosen yet (the best usable coupon is offered); null: none. */
  couponId: number | null | undefined;
  useCoin: boolean;
}

/**
 * /app/pay/game?iid&id: the entry fee of a paid game. Shows the member's entry (name, group,
 * masked ID number) and the server's price of the fee (order.calculate, business type 9) with the
 * checkout kit's coupon sheet, points row and amount summary; 提交订单 creates the order at exactly
 * that amount, which takes the group's place, and opens the shared cashier (pay, countdown,
 * cancel). The entry is enrolled only once the provider's verified notify reaches the server.
 */
export function Component() {
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const entry = useRead(memberScope, game.myEntry, { gameId: id }, { enabled: valid });
  const waiting = entry.data?.status === game.ENTRY_STATUS.waitingPayment;
  const { values, setField, clear } = useDraft<Choices>(`game-pay:${id}`, { couponId: undefined, useCoin: false });
  const [sheet, setSheet] = useState(false);
  const payload = { orderType: order.BUSINESS_TYPE.game, keys: String(id), num: 1, couponId: values.couponId ?? undefined, useCoin: values.useCoin ? 1 : 0 };
  const priced = useRead(memberScope, order.calculate, payload, { enabled: valid && waiting });
  // While a new choice is priced the last price stays on screen.
  const last = useRef(priced.data);
  if (priced.data) last.current = priced.data;
  const shown = priced.data ?? last.current;
  const create = useWrite(memberScope, order.create, { invalidates: [order.list, game.myEntry, game.detail] });
  const best = shown?.coupons.filter((c) => c.usable).sort((a, b) => b.saveFen - a.saveFen)[0];
  useEffect(() => {
    if (values.couponId === undefined && best && !priced.isFetching) setField('couponId', best.id);
  }, [values.couponId, best, priced.isFetching, setField]);

  async function submit() {
    const fresh = priced.data;
    if (!fresh || create.isPending) return;
    try {
      const created = await create.mutateAsync({ ...payload, payPrice: fresh.payFen });
      clear();
      goLocation(navigate, checkoutLinks.order({ orderId: created.orderId, iid }));
    } catch (error) {
      toast.fail(errorMessage(error) || '下单失败，请重试');
      void priced.refetch();
    }
  }

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
        <>
          {priced.isError ? (
            <p role="alert" className="game-meta">
              {errorMessage(priced.error)}{' '}
              <button type="button" className="checkout-link" onClick={() => setField('couponId', null)}>
                重新选择
              </button>
            </p>
          ) : null}
          <section className="tx-card" aria-label="优惠">
            <div className="checkout-row">
              <span>报名费</span>
              <span>{formatFen(shown.unitFen)}</span>
            </div>
            <div className="checkout-row">
              <span>优惠券</span>
              <button type="button" className="checkout-link" onClick={() => setSheet(true)}>
                {shown.couponFen > 0 ? `-${formatFen(shown.couponFen)}` : shown.coupons.some((c) => c.usable) ? '不使用优惠券' : '暂无可用'} ›
              </button>
            </div>
            <PointsRow price={shown} checked={values.useCoin} onChange={(v) => setField('useCoin', v)} />
          </section>
          <AmountSummary price={shown} />
          <p className="game-meta">提交后请在15分钟内完成支付，超时名额将释放</p>
          <div className="checkout-bar">
            <span>
              实付 <strong aria-label="实付金额">{formatFen(shown.payFen)}</strong>
            </span>
            <Button type="primary" round loading={create.isPending || priced.isFetching} disabled={priced.isError} onClick={() => void submit()}>
              提交订单
            </Button>
          </div>
          <CouponSheet open={sheet} coupons={shown.coupons} selected={values.couponId ?? null} onSelect={(c) => setField('couponId', c)} onClose={() => setSheet(false)} />
        </>
      )}
    </MemberPage>
  );
}
