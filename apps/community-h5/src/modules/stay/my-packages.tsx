import { stay } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { AppLink } from '../../components/app-link';
import { PagedList } from '../../components/member-kit';
import { Picture } from '../../components/picture';
import { memberScope, useMemberSession } from '../../components/scopes';
import { placePath } from './stay-text';
import { checkoutLinks } from '../../lib/links/checkout-links';
import { orderLinks } from '../../lib/links/order-links';
import { stayLinks } from '../../lib/links/stay-links';

const S = stay.MY_PACKAGE_STATUS;

/** How 我的套餐 names a bought package's state. */
export const MY_PACKAGE_LABEL: Readonly<Record<number, string>> = {
  [S.waitingPayment]: '待支付',
  [S.usable]: '待使用',
  [S.used]: '已使用',
  [S.expired]: '已过期',
  [S.refunding]: '退款中',
  [S.refunded]: '已退款',
};

const shortDay = (iso: string) => iso.slice(0, 10);

/** What the member does next with a package in this state. */
function HowToUse({ p }: { p: stay.MyPackage }) {
  const { iid } = useMemberSession();
  switch (p.status) {
    case S.waitingPayment:
      return (
        <p className="stay-meta">
          订单未支付，超时将自动取消 <AppLink to={checkoutLinks.order({ orderId: p.orderId, iid })}>去支付</AppLink>
        </p>
      );
    case S.usable:
      return (
        <div className="stay-howto" aria-label="使用方式">
          <p>
            核销码 <strong className="stay-code">{p.useCode}</strong>
          </p>
          <p className="stay-meta">
            {p.validTo}前到{p.placeName}出示核销码使用；入住请提前一天电话预约 {p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : null}
          </p>
          <p className="stay-meta">地址：{p.address}</p>
          <AppLink to={orderLinks.used({ orderId: p.orderId, iid })}>出示核销二维码</AppLink>
        </div>
      );
    case S.used:
      return <p className="stay-meta">{p.usedAt ? `已于${shortDay(p.usedAt)}核销使用` : '已核销使用'}</p>;
    case S.expired:
      return <p className="stay-meta">已过有效期，未使用；如有疑问请联系商家 {p.phone}</p>;
    case S.refunding:
      return <p className="stay-meta">退款处理中，款项将原路退回</p>;
    case S.refunded:
      return <p className="stay-meta">已全额退款</p>;
    default:
      return null;
  }
}

/** One bought package: what, where, validity, state and how to use it. */
export function MyPackageCard({ p }: { p: stay.MyPackage }) {
  const { iid } = useMemberSession();
  return (
    <article className="stay-card" aria-label={`${p.title} ${MY_PACKAGE_LABEL[p.status] ?? ''}`}>
      <Picture src={p.image} alt="" width={108} ratio={108 / 80} radius={6} style={{ flex: 'none' }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <AppLink to={stayLinks.package({ iid, packageId: p.packageId })}>
          <h3>{p.title}</h3>
        </AppLink>
        <p className="stay-meta">
          <AppLink to={placePath(iid, { id: p.placeId, type: p.placeType })}>{p.placeName}</AppLink> · {p.num}份
        </p>
        <p className="stay-meta">
          有效期 {p.validFrom} 至 {p.validTo}
        </p>
        {p.includes.length > 0 ? <p className="stay-meta">含：{p.includes.join('、')}</p> : null}
        <p>
          <span className="stay-price">{formatFen(p.amount)}</span> <span className="stay-status">{MY_PACKAGE_LABEL[p.status] ?? ''}</span>
        </p>
        <HowToUse p={p} />
      </div>
    </article>
  );
}

/** 我的套餐: the member's bought packages, newest first (pull to refresh, scroll for more). */
export function MyPackages() {
  const { iid } = useMemberSession();
  const pages = useList(memberScope, stay.myPackages, {});
  return (
    <>
      <PagedList label="我的套餐" list={pages} empty="还没有购买套餐，去营地或民宿页面看看套餐吧" rowKey={(p) => p.orderId} renderRow={(p) => <MyPackageCard p={p} />} />
      {pages.rows.length === 0 && !pages.isPending && !pages.error ? (
        <p className="stay-meta" style={{ textAlign: 'center' }}>
          <AppLink to={stayLinks.places({ iid })}>去看看露营地和民宿</AppLink>
        </p>
      ) : null}
    </>
  );
}
