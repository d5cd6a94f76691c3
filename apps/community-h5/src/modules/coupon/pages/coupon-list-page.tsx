import { useList } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { coupon } from '@tongxin/api-client';
import { ScrollTabs } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { couponThresholdText, couponValidity, couponValueText } from '../../../lib/coupon-text';
import { COUPON_TABS } from '../coupon-text';
import '../coupon.css';

function CouponCard({ coupon }: { coupon: coupon.MemberCoupon }) {
  const inactive = coupon.status !== 1;
  return (
    <article className={`coupon-card${inactive ? ' is-inactive' : ''}`} aria-label={coupon.name}>
      <div className="coupon-value">
        <strong>{couponValueText(coupon)}</strong>
        <span>{couponThresholdText(coupon)}</span>
      </div>
      <div className="coupon-info">
        <h3>{coupon.name}</h3>
        <p className="tx-muted">{couponValidity(coupon)}</p>
      </div>
      {inactive ? (
        <span className="coupon-stamp">{coupon.status === 2 ? '已使用' : '已过期'}</span>
      ) : null}
    </article>
  );
}

function CouponTab({ status }: { status: number }) {
  const pages = useList(memberScope, coupon.list, { status });
  const label = COUPON_TABS.find((t) => t.status === status)?.label ?? '';
  return (
    <PagedList
      label={`${label}的优惠券`}
      list={pages}
      empty={`暂无${label}的优惠券`}
      rowKey={(c) => c.id}
      renderRow={(c) => <CouponCard coupon={c} />}
    />
  );
}

/** The member's coupons by status (usable, used, expired); the tab is kept in the URL. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const status = Number(search.get('status')) || 1;
  return (
    <MemberPage title="我的优惠券">
      <ScrollTabs
        label="优惠券状态"
        tabs={COUPON_TABS.map((tab) => ({ name: tab.status, title: tab.label }))}
        active={status}
        onChange={(name) => setSearch({ status: String(name) }, { replace: true })}
      >
        <CouponTab key={status} status={status} />
      </ScrollTabs>
    </MemberPage>
  );
}
