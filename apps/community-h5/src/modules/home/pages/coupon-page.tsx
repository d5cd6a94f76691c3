import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, publicScope, useMemberSession } from '../../../components/scopes';
import { coupon, errorMessage } from '@tongxin/api-client';
import { EmptyState, ErrorState, formatFen, LoadingSkeleton, toast } from '@tongxin/ui';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { PageRefresh } from '../../../components/page-refresh';
import { couponThresholdText, couponValidity, couponValueText } from '../../../lib/coupon-text';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { memberLinks } from '../../../lib/links/member-links';
import { homeLinks } from '../../../lib/links/home-links';
import '../home.css';

/** A coupon's value, name, threshold and validity: the same face in the free and the paid list. */
function CouponFace({ coupon: c }: { coupon: Parameters<typeof couponValueText>[0] & Parameters<typeof couponThresholdText>[0] & Parameters<typeof couponValidity>[0] & { name: string } }) {
  return (
    <>
      <span className="home-coupon__value">{couponValueText(c)}</span>
      <span className="home-coupon__text">
        <strong>{c.name}</strong>
        <small>
          {couponThresholdText(c)} · {couponValidity(c)}
        </small>
      </span>
    </>
  );
}

/** More than any tenant hands out at once: the member's coupons in one page each. */
const HELD_PAGE = { pageNumber: 1, pageSize: 50 } as const;

/**
 * The coupons the member already holds, by coupon (template) id: the usable and the used ones (a
 * coupon still open for claiming cannot have expired). Read from the member's own coupon list, as
 * the claimable list's declaration carries no member.
 */
function useHeldCoupons() {
  const usable = useRead(memberScope, coupon.list, { status: 1, ...HELD_PAGE });
  const used = useRead(memberScope, coupon.list, { status: 2, ...HELD_PAGE });
  const held = new Set(
    [...(usable.data?.list ?? []), ...(used.data?.list ?? [])].map((c) => c.couponId),
  );
  return { held, refetch: () => Promise.all([usable.refetch(), used.refetch()]) };
}

/**
 * The coupon centre (/app/index/:iid/coupon): the tenant's open coupons, each claimed with one
 * tap, then the coupons sold for money (coupon.forSale), each leading to its purchase page
 * (/app/pay/payCoupon), where the member buys it through the cashier.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const navigate = useAppNavigate();
  const coupons = useRead(publicScope, coupon.open, { iid });
  const forSale = useRead(publicScope, coupon.forSale, { iid });
  const { held, refetch: refetchHeld } = useHeldCoupons();
  const claim = useWrite(memberScope, coupon.claimOne, {
    invalidates: [coupon.list],
    onSuccess: () => toast.success('领取成功'),
    onError: (error) => toast.fail(errorMessage(error)),
  });

  const onClaim = (id: number) => {
    if (!token) {
      navigate(memberLinks.login({ redirect: homeLinks.coupon({ iid }) }));
      return;
    }
    claim.mutate({ couponId: id });
  };

  return (
    <div className="home">
      <PageRefresh queries={[coupons, forSale, { refetch: refetchHeld }]}>
        <h1 className="home-page-title">领券中心</h1>
        <main>
          {coupons.isPending && <LoadingSkeleton rows={3} />}
          {coupons.isError && <ErrorState error={coupons.error} onRetry={coupons.refetch} />}
          {coupons.data?.length === 0 && forSale.data?.length === 0 && <EmptyState description="暂无可领取的优惠券，过几天再来看看吧" />}
          {coupons.data && coupons.data.length > 0 && (
            <ul className="home-coupons">
              {coupons.data.map((c) => {
                const done = held.has(c.id);
                const busy = claim.isPending && claim.variables?.couponId === c.id;
                return (
                  <li key={c.id} className="home-coupon">
                    <CouponFace coupon={c} />
                    <button
                      type="button"
                      className="home-coupon__button"
                      disabled={done || busy}
                      onClick={() => onClaim(c.id)}
                    >
                      {done ? '已领取' : busy ? '领取中' : '领取'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {forSale.isError && coupons.isSuccess && <ErrorState error={forSale.error} onRetry={forSale.refetch} />}
          {forSale.data && forSale.data.length > 0 && (
            <section aria-labelledby="home-coupons-paid">
              <h2 id="home-coupons-paid" className="home-coupons-title">
                付费优惠券
              </h2>
              <ul className="home-coupons">
                {forSale.data.map((c) => (
                  <li key={c.id} className="home-coupon">
                    <CouponFace coupon={c} />
                    <AppLink to={checkoutLinks.coupon({ couponId: c.id, iid })} className="home-coupon__button home-coupon__buy">
                      {c.stock === 0 ? '已售罄' : `${formatFen(c.priceFen)} 购买`}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </main>
      </PageRefresh>
    </div>
  );
}
