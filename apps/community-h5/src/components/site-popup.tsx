import { memberCouponsRecv } from '@tongxin/api-client';
import { couponThresholdText, couponValueText, type Coupon } from '@tongxin/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { MemberSession } from '../app/session-slice';
import { api } from '../lib/api';
import { dayText } from '../lib/day-text';
import { appEnv } from '../lib/env';
import { isMainSiteLink, loginPath, resolveLink } from '../lib/links';
import type { ChosenPopup } from '../lib/popup';
import { showToast } from '../lib/show-toast';
import { useAppNavigate, useLinkBuilder } from './app-link';
import './site-popup.css';
import { Picture } from './picture';

export interface ShellPopupProps {
  popup: ChosenPopup;
  iid: number;
  member: MemberSession | null;
  /** Closing records the popup as seen (spec §4). */
  onClose: () => void;
}

function CouponRows({ coupons }: { coupons: Coupon[] }) {
  return (
    <ul className="site-popup__coupons">
      {coupons.map((c) => {
        const end = dayText(c.endTime);
        return (
          <li key={c.id} className="site-popup__coupon">
            <strong className="site-popup__value">{couponValueText(c)}</strong>
            <span className="site-popup__coupon-text">
              <span>{c.name}</span>
              <small>
                {couponThresholdText(c)}
                {end ? ` · 有效期至${end}` : ''}
              </small>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A link when the address is one the app follows (never javascript:), else the content alone. */
function Linked({ url, open, children }: { url: string; open: (url: string) => void; children: ReactNode }) {
  if (!resolveLink(url, appEnv.mainSiteOrigin)) return <div className="site-popup__item">{children}</div>;
  return (
    <a
      className="site-popup__item"
      href={url}
      onClick={(event) => {
        event.preventDefault();
        open(url);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The shell's site popup (spec §3, §4), the five types of content as @tongxin/ui's parser read
 * them, rendered as text (never as HTML) in a modal of the app's own: centred, a close button,
 * Escape and the backdrop close it. Type 5 claims with /api/shop/coupons/recv; a failed claim shows
 * msg and closes; a visitor without a session is sent to sign in and the popup is not recorded.
 *
 * The app's markup rather than @tongxin/ui's SitePopup: that one brings react-vant's Popup,
 * Button and Toast and dayjs, some 12 KB gzip on every first visit (ARCHITECTURE §7).
 */
export default function ShellPopup({ popup, iid, member, onClose }: ShellPopupProps) {
  const navigate = useAppNavigate();
  const location = useLocation();
  const build = useLinkBuilder();
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [claiming, setClaiming] = useState(false);
  const { content } = popup;

  // Modal: focus moves in, the page behind does not scroll, Escape closes, focus returns after.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [onClose]);

  const open = (link: string) => {
    onClose();
    const href = link.trim();
    const appPath = href.startsWith('/') && !href.startsWith('//');
    if (appPath && !isMainSiteLink(href)) {
      navigate(href);
      return;
    }
    const target = resolveLink(appPath ? build(href) : href, appEnv.mainSiteOrigin);
    if (target) window.location.assign(target.href);
  };

  const claim = async (coupons: Coupon[]) => {
    if (claiming) return;
    if (!member) {
      void showToast('info', '请先登录后领取');
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    setClaiming(true);
    try {
      await api.call(memberCouponsRecv, { iid, token: member.token, couponIds: JSON.stringify(coupons.map((c) => c.id)) });
      void showToast('success', '领取成功');
    } catch (error) {
      // Spec §8: a failed claim shows the message and closes the popup.
      void showToast('fail', error instanceof Error && error.message ? error.message : '领取失败');
    } finally {
      setClaiming(false);
      onClose();
    }
  };

  let body: ReactNode;
  switch (content.type) {
    case 1:
      body = <p className="site-popup__text">{content.text}</p>;
      break;
    case 2:
      body = content.products.map((p, i) => (
        <Linked key={i} url={p.link} open={open}>
          {p.image ? <Picture src={p.image} alt={p.title || '商品图片'} ratio={1} radius={8} /> : null}
          <span className="site-popup__product">{p.title}</span>
          <span>
            <span className="site-popup__price">¥{p.price}</span>
            {p.costV2 ? (
              <del className="site-popup__cost" aria-label={`原价¥${p.costV2}`}>
                ¥{p.costV2}
              </del>
            ) : null}
          </span>
        </Linked>
      ));
      break;
    case 3:
      body = content.images.map((image, i) => (
        <Linked key={i} url={image.textUrl} open={open}>
          <Picture src={image.imgUrl} alt="活动图片" ratio={3 / 4} radius={8} />
        </Linked>
      ));
      break;
    case 4:
      body = <CouponRows coupons={content.coupons} />;
      break;
    case 5:
      body = (
        <>
          <CouponRows coupons={content.coupons} />
          <button type="button" className="site-popup__claim" disabled={claiming} aria-busy={claiming} onClick={() => void claim(content.coupons)}>
            {claiming ? '领取中…' : '立即领取'}
          </button>
        </>
      );
      break;
  }

  return (
    <div className="site-popup">
      <div className="site-popup__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-popup-type={content.type}
        className={`site-popup__card${content.type === 3 ? ' site-popup__card--image' : ''}`}
      >
        <button type="button" className="site-popup__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
        <h2 id={headingId} className="site-popup__title">
          {popup.title}
        </h2>
        {body}
      </div>
    </div>
  );
}
