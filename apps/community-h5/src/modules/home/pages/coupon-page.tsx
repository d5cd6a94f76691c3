import { useMutation, useQuery } from '@tanstack/react-query';
import { claimableCoupons, memberCouponRecv, errorMessage } from '@tongxin/api-client';
import { couponThresholdText, couponValueText, toast } from '@tongxin/ui';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { loginPath, paths } from '../../../lib/links';
import { useAppSelector } from '../../../app/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states';
import { api, callQuery } from '../../../lib/api';
import { useRouteIid } from '../components/use-iid';
import '../home.css';

/** The coupon centre (/app/index/:iid/coupon): the tenant's open coupons, each claimed with one tap. */
export function Component() {
  const iid = useRouteIid();
  const navigate = useAppNavigate();
  const member = useAppSelector((s) => s.session.member);
  const coupons = useQuery(callQuery(claimableCoupons, { iid }));
  const [claimed, setClaimed] = useState<number[]>([]);
  const claim = useMutation({
    mutationFn: (couponId: number) => {
      if (!member) throw new Error('请先登录');
      return api.call(memberCouponRecv, { iid, token: member.token, couponId });
    },
    onSuccess: (_n, couponId) => {
      setClaimed((ids) => [...ids, couponId]);
      toast.success('领取成功');
    },
    onError: (error) => toast.fail(error instanceof Error && error.message === '请先登录' ? error.message : errorMessage(error)),
  });

  const onClaim = (id: number) => {
    if (!member) {
      navigate(loginPath(paths.indexCoupon(iid)));
      return;
    }
    claim.mutate(id);
  };

  return (
    <div className="home">
      <h1 className="home-page-title">领券中心</h1>
      <main>
        {coupons.isPending && <Skeleton rows={3} />}
        {coupons.isError && <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />}
        {coupons.data?.length === 0 && <EmptyState>暂无可领取的优惠券</EmptyState>}
        {coupons.data && coupons.data.length > 0 && (
          <ul className="home-coupons">
            {coupons.data.map((c) => {
              const done = claimed.includes(c.id);
              const busy = claim.isPending && claim.variables === c.id;
              return (
                <li key={c.id} className="home-coupon">
                  <span className="home-coupon__value">{couponValueText(c)}</span>
                  <span className="home-coupon__text">
                    <strong>{c.name}</strong>
                    <small>
                      {couponThresholdText(c)} · 有效期至 {c.endTime.slice(0, 10)}
                    </small>
                  </span>
                  <button type="button" className="home-coupon__button" disabled={done || busy} onClick={() => onClaim(c.id)}>
                    {done ? '已领取' : busy ? '领取中' : '领取'}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </div>
  );
}
