import { coupon, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { useOrderToCashier } from '../../../components/checkout';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { couponThresholdText, couponValidity, couponValueText } from '../../../lib/coupon-text';
import { PASS_THROUGH_PARAMS } from '../../../lib/links';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { couponLinks } from '../../../lib/links/coupon-links';
import '../checkout.css';

const { onSale, waiting, held, soldOut } = coupon.COUPON_SALE_STATE;

/** The buy button's words by the coupon's state for the member. */
export function saleButtonText(sale: coupon.CouponSale): string {
  if (sale.state === onSale) return `立即购买 ${formatFen(sale.priceFen)}`;
  if (sale.state === waiting) return '继续支付';
  if (sale.state === held) return '已购买';
  if (sale.state === soldOut) return '已售罄';
  return '已结束';
}

/**
 * /app/pay/payCoupon?iid&couponId: a coupon sold for money — its value, threshold, validity,
 * rules, price and units left, and a buy button by state. Buying creates the order on the
 * server's price (order.create, BUSINESS_TYPE.coupon) and opens the cashier; the coupon is the
 * member's once the payment's verified notify came (then 已购买 and a link to their coupons).
 */
export function Component() {
  const [search] = useSearchParams();
  const couponId = Number(search.get('couponId') ?? search.get('id'));
  const valid = Number.isInteger(couponId) && couponId > 0;
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const sale = useRead(memberScope, coupon.sale, { couponId }, { enabled: valid });
  const cashier = useOrderToCashier([coupon.sale]);

  async function buy(current: coupon.CouponSale) {
    if (current.state === waiting && current.orderId) {
      navigate(checkoutLinks.order({ orderId: current.orderId, iid }));
      return;
    }
    const passed = Object.fromEntries(PASS_THROUGH_PARAMS.map((key) => [key, search.get(key) ?? undefined]));
    const saleIid = Number(passed.saleIid);
    const line = {
      orderType: order.BUSINESS_TYPE.coupon,
      keys: String(current.id),
      num: 1,
      payPrice: current.priceFen,
      ridSecret: passed.ridSecret,
      multiDisKey: passed.multiDisKey,
      saleIid: Number.isInteger(saleIid) && saleIid > 0 ? saleIid : undefined,
    };
    if (!(await cashier.submit(line))) void sale.refetch();
  }

  return (
    <MemberPage title="购买优惠券">
      {!valid ? (
        <EmptyState description="缺少优惠券参数，请从活动页面进入" />
      ) : (
        <QueryView query={sale}>
          {(c) => (
            <>
              <article className="tx-card pay-coupon" aria-label={c.name}>
                <p className="pay-coupon-value">{couponValueText(c)}</p>
                <h2>{c.name}</h2>
                <p>{couponThresholdText(c)}</p>
                <p className="tx-muted">{couponValidity(c)}</p>
              </article>
              <section className="tx-card" aria-label="购买信息">
                <p>
                  售价 <strong className="pay-amount-inline">{formatFen(c.priceFen)}</strong>
                </p>
                {c.stock !== null ? <p className="tx-muted">剩余 {c.stock} 张</p> : null}
              </section>
              {c.rules ? (
                <section className="tx-card" aria-label="使用规则">
                  <h3>使用规则</h3>
                  <p>{c.rules}</p>
                </section>
              ) : null}
              {c.state === held ? (
                <>
                  <p role="status">已购买，优惠券已放入您的卡包</p>
                  <AppLink to={couponLinks.list({ iid })} className="pay-done-link">
                    查看我的优惠券
                  </AppLink>
                </>
              ) : (
                <Button
                  block
                  round
                  type="primary"
                  loading={cashier.pending}
                  disabled={cashier.pending || (c.state !== onSale && c.state !== waiting)}
                  onClick={() => void buy(c)}
                >
                  {saleButtonText(c)}
                </Button>
              )}
            </>
          )}
        </QueryView>
      )}
    </MemberPage>
  );
}
