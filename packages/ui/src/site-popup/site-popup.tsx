import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Popup } from 'react-vant';
import { toast } from '../feedback/toast';
import { formatDate } from '../format-date';
import { LazyImage } from '../media/lazy-image';
import {
  couponThresholdText,
  couponValueText,
  parsePopupContent,
  type Coupon,
  type PopupContent,
  type SiteAd,
} from './popup-content';

/** Props of SitePopup. */
export interface SitePopupProps {
  /** The popup from site info's adsList; nothing shows when null or unreadable. */
  ad: SiteAd | null;
  visible: boolean;
  /** Closing (the close button, the overlay, after a claim): record the popup as seen here. */
  onClose: () => void;
  /**
   * Type 5: claims the coupons (recvCoupons); reject with the server's message to show it.
   * Resolve `false` when nothing was claimed and the popup stays (e.g. the visitor is sent to sign in).
   */
  onClaim?: (coupons: Coupon[]) => Promise<unknown>;
  /** The heading and the dialog's name. Default: '优惠券' (type 4), '领取优惠券' (type 5), else none. */
  title?: string;
  /** Types 2 and 3: opens a product's or an image's link. Default: the link's own href. */
  onNavigate?: (url: string) => void;
}

const card: CSSProperties = { width: '80vw', maxWidth: 320, padding: 16, boxSizing: 'border-box' };
const closeButton: CSSProperties = {
  position: 'absolute',
  top: 4,
  right: 4,
  width: 32,
  height: 32,
  border: 0,
  background: 'none',
  fontSize: 22,
  lineHeight: '32px',
  color: '#646566',
  cursor: 'pointer',
};
const couponRow: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 12px',
  marginBottom: 8,
  borderRadius: 8,
  background: '#fff5f5',
  color: '#323233',
};

function CouponList({ coupons }: { coupons: Coupon[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' }}>
      {coupons.map((c) => (
        <li key={c.id} style={couponRow}>
          <strong style={{ color: '#c8161d', fontSize: 20, minWidth: 64 }}>
            {couponValueText(c)}
          </strong>
          <span style={{ flex: 1 }}>
            <span style={{ display: 'block', fontSize: 14 }}>{c.name}</span>
            <span style={{ display: 'block', fontSize: 12, color: '#646566' }}>
              {couponThresholdText(c)}
              {c.endTime ? ` · 有效期至${formatDate(c.endTime, 2)}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const safeLink = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/');

/** Wraps content in a link when its address is safe (never javascript:), else leaves it bare. */
function Linked(props: { url: string; onNavigate?: (url: string) => void; children: ReactNode }) {
  const { url, onNavigate } = props;
  if (!url || !safeLink(url)) return <div style={{ marginBottom: 8 }}>{props.children}</div>;
  return (
    <a
      href={url}
      onClick={(e) => {
        if (!onNavigate) return;
        e.preventDefault();
        onNavigate(url);
      }}
      style={{ display: 'block', marginBottom: 8, color: 'inherit', textDecoration: 'none' }}
    >
      {props.children}
    </a>
  );
}

function Body(props: {
  content: PopupContent;
  onClaim?: SitePopupProps['onClaim'];
  onClose: () => void;
  onNavigate?: (url: string) => void;
}) {
  const { content } = props;
  const [claiming, setClaiming] = useState(false);
  switch (content.type) {
    case 1:
      return (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.6, fontSize: 15 }}>
          {content.text}
        </p>
      );
    case 2:
      return (
        <div>
          {content.products.map((p, i) => (
            <Linked key={i} url={p.link} onNavigate={props.onNavigate}>
              {p.image && (
                <LazyImage src={p.image} alt={p.title || '商品图片'} ratio={1} radius={8} />
              )}
              <div style={{ marginTop: 8, fontSize: 15 }}>{p.title}</div>
              <div style={{ marginTop: 4 }}>
                <span style={{ color: '#c8161d', fontSize: 18 }}>¥{p.price}</span>
                {p.costV2 && (
                  <del
                    style={{ marginLeft: 8, color: '#646566', fontSize: 12 }}
                    aria-label={`原价¥${p.costV2}`}
                  >
                    ¥{p.costV2}
                  </del>
                )}
              </div>
            </Linked>
          ))}
        </div>
      );
    case 3:
      return (
        <div>
          {content.images.map((img, i) => (
            <Linked key={i} url={img.textUrl} onNavigate={props.onNavigate}>
              <LazyImage src={img.imgUrl} alt="活动图片" ratio={3 / 4} radius={8} />
            </Linked>
          ))}
        </div>
      );
    case 4:
      return (
        <div>
          <CouponList coupons={content.coupons} />
        </div>
      );
    case 5:
      return (
        <div>
          <CouponList coupons={content.coupons} />
          <Button
            block
            round
            color="#c8161d"
            loading={claiming}
            disabled={claiming || !props.onClaim}
            onClick={async () => {
              if (!props.onClaim || claiming) return;
              setClaiming(true);
              let close = true;
              try {
                if ((await props.onClaim(content.coupons)) === false) {
                  // Nothing claimed (e.g. sent to sign in): the popup stays for later.
                  close = false;
                } else toast.success('领取成功');
              } catch (e) {
                // Spec §8: a failed claim shows the message and closes the popup.
                toast.fail(e instanceof Error && e.message ? e.message : '领取失败');
              } finally {
                setClaiming(false);
                if (close) props.onClose();
              }
            }}
          >
            立即领取
          </Button>
        </div>
      );
  }
}

/**
 * The site-info popup of spec §3/§4, types 1–5, centred with a close button. Content is read
 * with parsePopupContent and rendered as text. Whether to show it at all (once per user and
 * popup, never in an app webview or mini-program) is the app's decision.
 *
 * @example <SitePopup ad={ad} visible={show} onClose={markSeen} onClaim={(c) => recvCoupons(c.map((x) => x.id))} />
 */
export function SitePopup(props: SitePopupProps) {
  const content = useMemo(() => (props.ad ? parsePopupContent(props.ad) : null), [props.ad]);
  const headingId = useId();
  if (!content) return null;
  const heading =
    props.title ?? (content.type === 4 ? '优惠券' : content.type === 5 ? '领取优惠券' : undefined);
  return (
    <Popup
      visible={props.visible}
      round
      onClose={props.onClose}
      closeOnClickOverlay
      style={{ background: content.type === 3 ? 'transparent' : undefined }}
    >
      <div
        role="dialog"
        aria-modal="true"
        {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': '活动通知' })}
        data-popup-type={content.type}
        style={{ ...card, position: 'relative' }}
      >
        {/* A real button (react-vant's close icon is a bare div): named, focusable, reachable by keyboard. */}
        <button
          type="button"
          aria-label="关闭"
          onClick={props.onClose}
          style={{ ...closeButton, color: content.type === 3 ? '#fff' : closeButton.color }}
        >
          ×
        </button>
        {heading && (
          <h2 id={headingId} style={{ margin: '0 32px 12px', fontSize: 16, textAlign: 'center' }}>
            {heading}
          </h2>
        )}
        <Body
          content={content}
          onClaim={props.onClaim}
          onClose={props.onClose}
          onNavigate={props.onNavigate}
        />
      </div>
    </Popup>
  );
}
