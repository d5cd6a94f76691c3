import { api } from '../../../lib/api';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { member } from '@tongxin/api-client';
import { Button, Cell } from 'react-vant';
import { memberSignedOut, useSessionDispatch } from '../../../lib/session';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { maskMobile } from '../redirect';
import { addressLinks } from '../../../lib/links/address-links';
import { collectionLinks } from '../../../lib/links/collection-links';
import { couponLinks } from '../../../lib/links/coupon-links';
import { homeLinks } from '../../../lib/links/home-links';
import { memberLinks } from '../../../lib/links/member-links';
import { orderLinks } from '../../../lib/links/order-links';
import { pointLinks } from '../../../lib/links/point-links';
import { stayLinks } from '../../../lib/links/stay-links';
import { vipLinks } from '../../../lib/links/vip-links';
import '../member.css';

/** The personal centre: who is signed in, points and vip at a glance, and the member's own pages. */
export function Component() {
  const { iid, token } = useMemberSession();
  const profile = useRead(memberScope, member.profile, {});
  const dispatch = useSessionDispatch();
  const navigate = useAppNavigate();

  const menu = [
    { to: orderLinks.list({ iid }), label: '我的订单' },
    { to: stayLinks.reserveList(), label: '我的预订' },
    { to: stayLinks.reserveList({ view: 'packages' }), label: '我的套餐' },
    { to: couponLinks.list({ iid }), label: '我的优惠券' },
    { to: pointLinks.point(), label: '我的积分' },
    { to: addressLinks.list(), label: '收货地址' },
    { to: collectionLinks.list(), label: '我的收藏' },
    { to: vipLinks.vip(), label: '会员卡' },
    { to: memberLinks.personalInfo(), label: '个人资料' },
    { to: memberLinks.personalPassword(), label: '登录密码' },
    { to: memberLinks.contact(), label: '联系我们' },
  ];

  const signOut = () => {
    if (token) void api.call(member.logout, { iid, token }).catch(() => undefined);
    dispatch(memberSignedOut());
    navigate(homeLinks.index({ iid }), { replace: true });
  };
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
          <div>
            <p className="account-name">
              {profile.data.nickName}
              {profile.data.isVip ? <span className="account-vip">会员</span> : null}
            </p>
            {profile.data.mobile ? (
              <p className="tx-muted">{maskMobile(profile.data.mobile)}</p>
            ) : (
              <AppLink className="tx-muted" to={memberLinks.fillinfo()}>
                绑定手机号 ›
              </AppLink>
            )}
          </div>
          <AppLink className="account-coin" to={pointLinks.point()}>
            <strong>{profile.data.coin}</strong>
            <span>积分</span>
          </AppLink>
        </section>
      )}
      <nav aria-label="我的服务" className="tx-card account-menu">
        {menu.map((item) => (
          <AppLink key={item.to} to={item.to} className="account-menu-item">
            <Cell title={item.label} isLink />
          </AppLink>
        ))}
      </nav>
      <Button block round onClick={signOut}>
        退出登录
      </Button>
    </MemberPage>
  );
}
