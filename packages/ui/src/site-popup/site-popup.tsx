import { useMemo, useState, type CSSProperties } from 'react';
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
  /** Type 5: claims the coupons (recvCoupons); reject with the server's message to show it. */
  onClaim?: (coupons: Coupon[]) => Promise<unknown>;
  /** Type 3: opens an image's link. Default: location.assign for http(s) links. */
  onNavigate?: (url: string) => void;
}

const card: CSSProperties = { width: '80vw', maxWidth: 320, padding: 16, boxSizing: 'border-box' };
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
          <strong style={{ color: '#ee0a24', fontSize: 20, minWidth: 64 }}>
            {couponValueText(c)}
          </strong>
          <span style={{ flex: 1 }}>
            <span style={{ display: 'block', fontSize: 14 }}>{c.name}</span>
            <span style={{ display: 'block', fontSize: 12, color: '#969799' }}>
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
            <div key={i} style={{ marginBottom: 8 }}>
              {p.image && (
                <LazyImage src={p.image} alt={p.title || '商品图片'} ratio={1} radius={8} />
              )}
              <div style={{ marginTop: 8, fontSize: 15 }}>{p.title}</div>
              <div style={{ marginTop: 4 }}>
                <span style={{ color: '#ee0a24', fontSize: 18 }}>¥{p.price}</span>
                {p.costV2 && (
                  <del
                    style={{ marginLeft: 8, color: '#969799', fontSize: 12 }}
                    aria-label={`原价¥${p.costV2}`}
                  >
                    ¥{p.costV2}
                  </del>
                )}
              </div>
            </div>
          ))}
        </div>
      );
    case 3:
      return (
        <div>
          {content.images.map((img, i) =>
            img.textUrl && safeLink(img.textUrl) ? (
              <a
                key={i}
                href={img.textUrl}
                onClick={(e) => {
                  if (!props.onNavigate) return;
                  e.preventDefault();
                  props.onNavigate(img.textUrl);
                }}
                style={{ display: 'block' }}
              >
                <LazyImage src={img.imgUrl} alt="活动图片" ratio={3 / 4} radius={8} />
              </a>
            ) : (
              <LazyImage key={i} src={img.imgUrl} alt="活动图片" ratio={3 / 4} radius={8} />
            ),
          )}
        </div>
      );
    case 4:
      return (
        <div>
          <h2 style={{ margin: '0 0 12px', fontSize: 16, textAlign: 'center' }}>优惠券</h2>
          <CouponList coupons={content.coupons} />
        </div>
      );
    case 5:
      return (
        <div>
          <h2 style={{ margin: '0 0 12px', fontSize: 16, textAlign: 'center' }}>领取优惠券</h2>
          <CouponList coupons={content.coupons} />
          <Button
            block
            round
            type="danger"
            loading={claiming}
            disabled={claiming || !props.onClaim}
            onClick={async () => {
              if (!props.onClaim || claiming) return;
              setClaiming(true);
              try {
                await props.onClaim(content.coupons);
                toast.success('领取成功');
              } catch (e) {
                // Spec §8: a failed claim shows the message and closes the popup.
                toast.fail(e instanceof Error && e.message ? e.message : '领取失败');
              } finally {
                setClaiming(false);
                props.onClose();
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
  if (!content) return null;
  return (
    <Popup
      visible={props.visible}
      closeable
      round
      onClose={props.onClose}
      closeOnClickOverlay
      style={{ background: content.type === 3 ? 'transparent' : undefined }}
    >
      <div role="dialog" aria-label="活动通知" data-popup-type={content.type} style={card}>
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
