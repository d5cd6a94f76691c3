import { mall, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { Countdown, formatDate, formatFen, QueryView } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../checkout.css';

const S = mall.PRESALE_STATE;

/** What the member can do now, in words, for a state without an action. */
export function presaleNote(p: mall.Presale): string {
  switch (p.state) {
    case S.depositPaid:
      return `定金已支付，尾款将于 ${formatDate(p.balanceStart, 3)} 开始支付`;
    case S.done:
      return '定金和尾款均已支付，请等待发货';
    case S.soldOut:
      return '预售名额已抢完';
    case S.ended:
      return '定金支付已结束';
    case S.forfeited:
      return '尾款支付已结束，定金不予退还';
    default:
      return '';
  }
}

function Action({ p, iid }: { p: mall.Presale; iid: number }) {
  const hand = (orderType: number) => checkoutLinks.mallOrder({ iid, orderType, keys: String(p.id), num: 1 });
  if (p.state === S.deposit) {
    return (
      <AppLink to={hand(order.BUSINESS_TYPE.presaleDeposit)} className="pay-done-link">
        支付定金 {formatFen(p.depositFen)}
      </AppLink>
    );
  }
  if (p.state === S.balance) {
    return (
      <AppLink to={hand(order.BUSINESS_TYPE.presaleBalance)} className="pay-done-link">
        支付尾款 {formatFen(p.balanceFen)}
      </AppLink>
    );
  }
  if ((p.state === S.depositWaiting || p.state === S.balanceWaiting) && p.orderId) {
    return (
      <AppLink to={checkoutLinks.order({ orderId: p.orderId, iid })} className="pay-done-link">
        继续支付{p.state === S.depositWaiting ? '定金' : '尾款'}
      </AppLink>
    );
  }
  if (p.state === S.done) {
    return (
      <AppLink to={orderLinks.list({ iid })} className="pay-done-link">
        查看订单
      </AppLink>
    );
  }
  return (
    <Button block round disabled>
      {p.state === S.depositPaid ? '等待尾款开始' : p.state === S.soldOut ? '已抢完' : '已结束'}
    </Button>
  );
}

/**
 * /app/pay/advance?iid&presaleId (the deposit, 定金) and /app/pay/advance1 (the balance, 尾款): a
 * pre-sale — the pre-sale price split into deposit and balance, the balance window with a
 * countdown on the server's clock, the units left, the rules, and the one step the member can take
 * now. Paying hands over to the confirm page (order.calculate / order.create with the deposit's or
 * the balance's business type; the balance needs a delivery address), then the cashier.
 */
export function Component() {
  const [search] = useSearchParams();
  const balancePage = useLocation().pathname.endsWith('/advance1');
  const presaleId = Number(search.get('presaleId') ?? search.get('id'));
  const valid = Number.isInteger(presaleId) && presaleId > 0;
  const { iid } = useMemberSession();
  const presale = useRead(memberScope, mall.presale, { presaleId }, { enabled: valid });
  const title = balancePage ? '支付尾款' : '预售定金';
  return (
    <MemberPage title={title}>
      {!valid ? (
        <EmptyState description="缺少预售参数，请从商品页面进入" />
      ) : (
        <QueryView query={presale}>
          {(p) => {
            const offset = Date.parse(p.serverTime) - Date.now();
            return (
              <>
                <article className="tx-card pay-goods-row" aria-label={p.title}>
                  {p.image ? <img className="pay-thumb" src={p.image} alt="" width={72} height={72} /> : null}
                  <div>
                    <h2>{p.title}</h2>
                    <p>
                      预售价 <strong className="pay-amount-inline">{formatFen(p.priceFen)}</strong>
                    </p>
                    <p className="tx-muted">剩余 {p.stock} 件</p>
                  </div>
                </article>
                <section className="tx-card pay-presale-steps" aria-label="支付步骤">
                  <p data-current={p.state <= S.depositWaiting || undefined}>① 定金 {formatFen(p.depositFen)}</p>
                  <p data-current={p.state >= S.depositPaid && p.state <= S.balanceWaiting ? true : undefined}>② 尾款 {formatFen(p.balanceFen)}</p>
                  <p className="tx-muted">
                    尾款支付时间：{formatDate(p.balanceStart, 3)} 至 {formatDate(p.balanceEnd, 3)}
                  </p>
                  {p.state === S.depositPaid ? <Countdown deadline={p.balanceStart} offset={offset} prefix="距尾款开始" onEnd={() => void presale.refetch()} /> : null}
                  {p.state === S.balance ? <Countdown deadline={p.balanceEnd} offset={offset} prefix="尾款剩余支付时间" onEnd={() => void presale.refetch()} /> : null}
                </section>
                {p.rules ? (
                  <section className="tx-card" aria-label="预售规则">
                    <h3>预售规则</h3>
                    <p>{p.rules}</p>
                  </section>
                ) : null}
                {presaleNote(p) ? <p role="status">{presaleNote(p)}</p> : null}
                <Action p={p} iid={iid} />
              </>
            );
          }}
        </QueryView>
      )}
    </MemberPage>
  );
}
