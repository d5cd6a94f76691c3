import { memberCouponsRecv } from '@tongxin/api-client';
import { toast } from '@tongxin/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../lib/api';
import { appEnv } from '../lib/env';
import { resolveLink } from '../lib/links';
import { couponThreshold, couponValue, type ChosenPopup, type PopupCoupon } from '../lib/popup';
import type { MemberSession } from '../app/session-slice';
import './site-popup.css';

export interface SitePopupProps {
  popup: ChosenPopup;
  iid: number;
  member: MemberSession | null;
  /** Closing records the popup as seen (spec §4). */
  onClose: () => void;
}

const endDate = (iso: string) => iso.slice(0, 10);

function CouponRow({ coupon }: { coupon: PopupCoupon }) {
  return (
    <li className="tx-popup__coupon">
      <span className="tx-popup__coupon-value">{couponValue(coupon)}</span>
      <span className="tx-popup__coupon-text">
        <strong>{coupon.name}</strong>
        <small>
          {couponThreshold(coupon)} · 有效期至 {endDate(coupon.endTime)}
        </small>
      </span>
    </li>
  );
}

/**
 * The site popup (spec §3, §4): one of five types, content always rendered as text, never HTML.
 * Type 5 claims its coupons with /api/shop/coupons/recv; a failed claim shows msg and closes.
 */
export default function SitePopup({ popup, iid, member, onClose }: SitePopupProps) {
  const navigate = useNavigate();
  const [claiming, setClaiming] = useState(false);
  const { content } = popup;

  const open = (link: string) => {
    const target = resolveLink(link, appEnv.mainSiteOrigin);
    onClose();
    if (!target) return;
    if (target.external) window.location.assign(target.href);
    else navigate(target.href);
  };

  const claim = async (coupons: PopupCoupon[]) => {
    if (!member) {
      toast.info('请先登录后领取');
      navigate(`/app/account/login?redirect=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setClaiming(true);
    try {
      await api.call(memberCouponsRecv, { iid, token: member.token, couponIds: JSON.stringify(coupons.map((c) => c.id)) });
      toast.success('领取成功');
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setClaiming(false);
      onClose();
    }
  };

  let title = '';
  let body: React.ReactNode = null;
  switch (content.type) {
    case 1:
      title = content.title ?? '通知';
      body = <p className="tx-popup__text">{content.text}</p>;
      break;
    case 2:
      title = '推荐';
      body = (
        <button type="button" className="tx-popup__product" onClick={() => content.product.link && open(content.product.link)}>
          <img src={content.product.image} alt="" width={240} height={240} />
          <span className="tx-popup__product-title">{content.product.title}</span>
          <span className="tx-popup__price">
            ¥{content.product.price} <del>¥{content.product.costV2}</del>
          </span>
        </button>
      );
      break;
    case 3:
      title = '活动';
      body = (
        <button type="button" className="tx-popup__image" onClick={() => open(content.textUrl)}>
          <img src={content.imgUrl} alt="查看活动详情" width={300} height={400} />
        </button>
      );
      break;
    case 4:
      title = '我的优惠券';
      body = (
        <ul className="tx-popup__coupons">
          {content.coupons.map((c) => (
            <CouponRow key={c.id} coupon={c} />
          ))}
        </ul>
      );
      break;
    case 5:
      title = content.title ?? '领取优惠券';
      body = (
        <>
          <ul className="tx-popup__coupons">
            {content.coupons.map((c) => (
              <CouponRow key={c.id} coupon={c} />
            ))}
          </ul>
          <button type="button" className="tx-popup__action" disabled={claiming} onClick={() => void claim(content.coupons)}>
            {claiming ? '领取中…' : '立即领取'}
          </button>
        </>
      );
      break;
  }

  return (
    <div className="tx-popup" role="presentation">
      <div className="tx-popup__panel" role="dialog" aria-modal="true" aria-labelledby="tx-popup-title">
        <h2 id="tx-popup-title" className="tx-popup__title">
          {title}
        </h2>
        {body}
        <button type="button" className="tx-popup__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
