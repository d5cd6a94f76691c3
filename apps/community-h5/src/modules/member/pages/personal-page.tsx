import { api } from '../../../lib/api';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { member } from '@tongxin/api-client';
import { Button, Cell } from 'react-vant';
import { memberSignedOut, useSessionDispatch } from '../../../lib/session';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { paths } from '../../../lib/links';
import { maskMobile } from '../redirect';
import '../member.css';

/** The personal centre: who is signed in, points and vip at a glance, and the member's own pages. */
export function Component() {
  const { iid, token } = useMemberSession();
  const profile = useRead(memberScope, member.profile, {});
  const dispatch = useSessionDispatch();
  const navigate = useAppNavigate();

  const menu = [
    { to: paths.orders(iid), label: '我的订单' },
    { to: paths.reserveList(), label: '我的预订' },
    { to: paths.myPackages(), label: '我的套餐' },
    { to: paths.coupons(iid), label: '我的优惠券' },
    { to: paths.point(), label: '我的积分' },
    { to: paths.addressList(), label: '收货地址' },
    { to: paths.collections(), label: '我的收藏' },
    { to: paths.vip(), label: '会员卡' },
    { to: paths.personalInfo(), label: '个人资料' },
    { to: paths.personalPassword(), label: '登录密码' },
    { to: paths.contact(), label: '联系我们' },
  ];

  const signOut = () => {
    if (token) void api.call(member.logout, { iid, token }).catch(() => undefined);
    dispatch(memberSignedOut());
    navigate(paths.index(iid), { replace: true });
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
              <AppLink className="tx-muted" to={paths.fillinfo()}>
                绑定手机号 ›
              </AppLink>
            )}
          </div>
          <AppLink className="account-coin" to={paths.point()}>
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
