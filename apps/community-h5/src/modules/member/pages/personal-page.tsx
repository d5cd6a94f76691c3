import { api } from '../../../lib/api';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { member, order } from '@tongxin/api-client';
import { Button } from 'react-vant';
import { memberSignedOut, useSessionDispatch } from '../../../lib/session';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { runs, useLook } from '../../../components/look/look';
import { maskMobile } from '../redirect';
import { actLinks } from '../../../lib/links/act-links';
import { addressLinks } from '../../../lib/links/address-links';
import { collectionLinks } from '../../../lib/links/collection-links';
import { couponLinks } from '../../../lib/links/coupon-links';
import { distributionLinks } from '../../../lib/links/distribution-links';
import { homeLinks } from '../../../lib/links/home-links';
import { memberLinks } from '../../../lib/links/member-links';
import { orderLinks } from '../../../lib/links/order-links';
import { pointLinks } from '../../../lib/links/point-links';
import { stayLinks } from '../../../lib/links/stay-links';
import { vipLinks } from '../../../lib/links/vip-links';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../member.css';

/** The order shortcuts' words, in ORDER_SHORTCUTS order. */
const SHORTCUT_LABELS: Record<order.OrderShortcut, string> = {
  waitingPayment: '待付款',
  toShip: '待发货',
  toReceive: '待收货',
  toComment: '待评价',
  afterSale: '退款/售后',
};

/** The personal centre's entries: each shown only when the tenant runs its module (site.look). */
function entriesOf(iid: number) {
  return [
    { module: 'wallet', to: walletLinks.index(), label: '我的钱包', mark: '¥' },
    { module: 'distribution', to: distributionLinks.center(), label: '分销中心', mark: '分' },
    { module: 'coupon', to: couponLinks.list({ iid }), label: '优惠券', mark: '券' },
    { module: 'point', to: pointLinks.point(), label: '积分', mark: '积' },
    { module: 'vip', to: vipLinks.vip(), label: '会员卡', mark: 'V' },
    { module: 'stay', to: stayLinks.reserveList(), label: '我的预订', mark: '订' },
    { module: 'stay', to: stayLinks.reserveList({ view: 'packages' }), label: '我的套餐', mark: '套' },
    { module: 'act', to: actLinks.records({ iid }), label: '活动签到', mark: '签' },
    { module: 'collection', to: collectionLinks.list(), label: '我的收藏', mark: '藏' },
    { module: 'address', to: addressLinks.list(), label: '收货地址', mark: '址' },
    { module: 'member', to: memberLinks.personalInfo(), label: '设置', mark: '设' },
    { module: 'member', to: memberLinks.contact(), label: '联系我们', mark: '联' },
  ];
}

/**
 * The personal centre, the member's hub: who is signed in (avatar, vip badge, points), the orders
 * by status with how many wait in each, and the member's pages of the modules the tenant runs.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const profile = useRead(memberScope, member.profile, {});
  const counts = useRead(memberScope, order.counts, {});
  const look = useLook(iid);
  const dispatch = useSessionDispatch();
  const navigate = useAppNavigate();

  const signOut = () => {
    if (token) void api.call(member.logout, { iid, token }).catch(() => undefined);
    dispatch(memberSignedOut());
    navigate(homeLinks.index({ iid }), { replace: true });
  };
  const entries = entriesOf(iid).filter((e) => runs(look, e.module));
  return (
    <MemberPage title="个人中心">
      {profile.isPending ? (
        <LoadingSkeleton rows={1} avatar />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : (
        <section className="tx-card account-hero" aria-label="我的信息">
          <div className="account-avatar" aria-hidden="true">
            {profile.data.headImg ? (
              <img src={profile.data.headImg} alt="" width={56} height={56} />
            ) : (
              profile.data.nickName.slice(0, 1)
            )}
          </div>
          <div className="account-who">
            <p className="account-name">
              <span>{profile.data.nickName}</span>
              {profile.data.isVip ? <span className="account-vip">VIP会员</span> : null}
            </p>
            {profile.data.mobile ? (
              <p className="tx-muted">{maskMobile(profile.data.mobile)}</p>
            ) : (
              <AppLink className="tx-muted" to={memberLinks.fillinfo()}>
                绑定手机号 ›
              </AppLink>
            )}
          </div>
          {runs(look, 'point') ? (
            <AppLink className="account-coin" to={pointLinks.point()}>
              <strong>{profile.data.coin}</strong>
              <span>积分</span>
            </AppLink>
          ) : null}
        </section>
      )}
      <section className="tx-card account-orders" aria-labelledby="account-orders-title">
        <header className="account-section-head">
          <h2 id="account-orders-title">我的订单</h2>
          <AppLink className="tx-muted" to={orderLinks.list({ iid })}>
            全部订单 ›
          </AppLink>
        </header>
        <nav aria-label="订单状态" className="account-shortcuts">
          {order.ORDER_SHORTCUTS.map((name) => {
            const n = counts.data?.[name] ?? 0;
            return (
              // The link's name is what it shows (the label, then its count, drawn above it), so a
              // screen reader and a voice command use the words on the screen.
              <AppLink key={name} className="account-shortcut" to={orderLinks.list({ iid, status: order.ORDER_FILTER[name] })}>
                {SHORTCUT_LABELS[name]}
                {counts.data && <span className="account-shortcut-count"> {n}</span>}
              </AppLink>
            );
          })}
        </nav>
      </section>
      <nav aria-label="我的服务" className="tx-card account-entries">
        {entries.map((item) => (
          <AppLink key={item.to} to={item.to} className="account-entry">
            <span className="account-entry-mark" aria-hidden="true">
              {item.mark}
            </span>
            <span>{item.label}</span>
          </AppLink>
        ))}
      </nav>
      <Button block round onClick={signOut}>
        退出登录
      </Button>
    </MemberPage>
  );
}
