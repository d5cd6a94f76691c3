import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { formatDate } from '../format-date';
import { formatFen } from '../format-money';
import { LazyImage } from '../media/lazy-image';
import {
  couponThresholdText,
  couponValueText,
  type Coupon,
  type PopupContent,
} from './popup-content';

/** What SitePopup hands its image component: LazyImage's props of the same names. */
export interface SitePopupImageProps {
  src: string;
  alt: string;
  /** Width / height. */
  ratio: number;
  radius: number;
}

/** Props of SitePopup. */
export interface SitePopupProps {
  /** The popup's content, as `parsePopupContent` reads an ad of site info's adsList. */
  content: PopupContent;
  /** The heading, and the dialog's accessible name. */
  title: string;
  /**
   * The popup is done: the close button, Escape, the backdrop, a followed link, a settled claim.
   * Record it as seen and stop rendering it here; the popup is open while it is rendered.
   */
  onClose: () => void;
  /**
   * Types 2 and 3: follows a link, given as the content has it. Without it the link's own href
   * is followed. Either way the popup closes.
   */
  onOpenLink?: (url: string) => void;
  /**
   * The href of a content link, or null when the app does not follow it: that content shows
   * without a link. Default: http(s) URLs and same-site paths as they are, nothing else (never
   * javascript: or data:).
   */
  linkHref?: (url: string) => string | null;
  /**
   * Type 5: claims the coupons. The button says 领取中… and is disabled until the promise settles;
   * then the popup closes, on a rejection too (spec §8). Telling the visitor how it went (toasts)
   * is the app's part. Without it the button is disabled.
   */
  onClaim?: (coupons: Coupon[]) => Promise<void>;
  /** Renders the images of types 2 and 3. Default: LazyImage. */
  image?: ComponentType<SitePopupImageProps>;
}

/** http(s) URLs and same-site paths (not '//host', which leaves the site). */
function defaultLinkHref(url: string): string | null {
  const href = url.trim();
  if (/^https?:\/\//i.test(href)) return href;
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

// Inline styles, as @tongxin/ui's other parts: the package has no CSS pipeline (tsup builds JS
// only), so nothing needs importing and nothing can be tree-shaken away from the markup. Sizes
// in px (an app's rem conversion does not reach them), colours with WCAG AA contrast.
const TEXT = '#323233';
const MUTED = '#646566'; // 5.9:1 on white, 5.5:1 on the coupon rows
/** The tenant's theme colour where the app sets one (--tx-theme), else red: 5.9:1 on white; white on it for the claim button. */
const RED = 'var(--tx-theme, #c8161d)';

const s = {
  root: {
    position: 'fixed',
    inset: 0,
    zIndex: 2000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  backdrop: { position: 'absolute', inset: 0, background: 'rgba(0, 0, 0, 0.7)' },
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    width: '80vw',
    maxWidth: 320,
    maxHeight: '85vh',
    overflowY: 'auto',
    padding: 16,
    borderRadius: 16,
    background: '#fff',
    color: TEXT,
    outline: 'none',
    fontSize: 14,
  },
  imageCard: { background: 'transparent', color: '#fff' },
  close: {
    position: 'absolute',
    top: 4,
    right: 4,
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    background: 'none',
    color: MUTED,
    fontSize: 22,
    lineHeight: '32px',
    cursor: 'pointer',
  },
  title: { margin: '0 32px 12px', fontSize: 16, textAlign: 'center' },
  text: {
    margin: 0,
    fontSize: 15,
    lineHeight: 1.6,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  item: { display: 'block', marginBottom: 8, color: 'inherit', textDecoration: 'none' },
  product: { display: 'block', marginTop: 8, fontSize: 15 },
  price: { color: RED, fontSize: 18 },
  cost: { marginLeft: 8, color: MUTED, fontSize: 12 },
  coupons: { maxHeight: '50vh', margin: 0, padding: 0, overflowY: 'auto', listStyle: 'none' },
  coupon: {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    marginBottom: 8,
    padding: '10px 12px',
    borderRadius: 8,
    background: '#fff5f5',
  },
  value: { minWidth: 64, color: RED, fontSize: 20 },
  couponText: { display: 'flex', flex: 1, flexDirection: 'column', fontSize: 14 },
  couponNote: { color: MUTED, fontSize: 12 },
  claim: {
    display: 'block',
    width: '100%',
    minHeight: 44,
    marginTop: 4,
    border: 0,
    borderRadius: 22,
    background: RED,
    color: '#fff',
    fontSize: 16,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

function CouponRows({ coupons }: { coupons: Coupon[] }) {
  return (
    <ul style={s.coupons}>
      {coupons.map((c) => {
        const end = formatDate(c.endTime, 2);
        return (
          <li key={c.id} style={s.coupon}>
            <strong style={s.value}>{couponValueText(c)}</strong>
            <span style={s.couponText}>
              <span>{c.name}</span>
              <small style={s.couponNote}>
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site-info popup of spec §3/§4: the five types of content (1 text, 2 product cards, 3 images
 * with links, 4 coupons, 5 coupons to claim), rendered as text, never as HTML, in a light modal of
 * its own (no react-vant, no date library: it rides on a landing page's first visit). A dialog
 * named by its title; focus moves in, stays in (Tab wraps) and goes back to where it was; Escape
 * and the backdrop close it; the page behind does not scroll while it is open. What a link does,
 * the claim, the images and whether to show it at all (once per user and popup, never in an app
 * webview or mini-program) are the app's.
 *
 * @example
 * const content = parsePopupContent(ad);
 * {content && open && (
 *   <SitePopup content={content} title="领取优惠券" onClose={markSeen}
 *     onClaim={(coupons) => recvCoupons(coupons.map((c) => c.id)).then(sayDone, sayWhy)} />
 * )}
 */
export function SitePopup(props: SitePopupProps) {
  const { content, image: Image = LazyImage, linkHref = defaultLinkHref } = props;
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [claiming, setClaiming] = useState(false);
  // The latest callbacks, so the modal's setup below runs once per opening, not on every render
  // of a parent that passes new functions (it would steal focus back to the dialog each time).
  const latest = useRef(props);
  latest.current = props;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      mounted.current = false;
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, []);

  /** Tab and Shift+Tab wrap around inside the dialog (aria-modal: the page behind is out of reach). */
  const keepFocusIn = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const claim = async (coupons: Coupon[]) => {
    const onClaim = latest.current.onClaim;
    if (!onClaim || claiming) return;
    setClaiming(true);
    try {
      await onClaim(coupons);
    } catch {
      // Spec §8: a failed claim closes the popup too; the app has said why.
    }
    // Closed meanwhile (Escape, a navigation): already done, nothing more to say.
    if (!mounted.current) return;
    setClaiming(false);
    latest.current.onClose();
  };

  /** Content that leads somewhere: a link the app follows, else the content alone. */
  const linked = (key: number, url: string, children: ReactNode) => {
    const href = url ? linkHref(url) : null;
    if (!href)
      return (
        <div key={key} style={s.item}>
          {children}
        </div>
      );
    return (
      <a
        key={key}
        href={href}
        style={s.item}
        onClick={(event) => {
          const open = latest.current.onOpenLink;
          if (open) {
            event.preventDefault();
            open(url);
          }
          latest.current.onClose();
        }}
      >
        {children}
      </a>
    );
  };

  let body: ReactNode;
  switch (content.type) {
    case 1:
      body = <p style={s.text}>{content.text}</p>;
      break;
    case 2:
      body = content.products.map((p, i) =>
        linked(
          i,
          p.link,
          <>
            {p.image ? (
              <Image src={p.image} alt={p.title || '商品图片'} ratio={1} radius={8} />
            ) : null}
            <span style={s.product}>{p.title}</span>
            <span>
              <span style={s.price}>{formatFen(p.price)}</span>
              {p.costV2 ? (
                <del style={s.cost} aria-label={`原价${formatFen(p.costV2)}`}>
                  {formatFen(p.costV2)}
                </del>
              ) : null}
            </span>
          </>,
        ),
      );
      break;
    case 3:
      body = content.images.map((img, i) =>
        linked(i, img.textUrl, <Image src={img.imgUrl} alt="活动图片" ratio={3 / 4} radius={8} />),
      );
      break;
    case 4:
      body = <CouponRows coupons={content.coupons} />;
      break;
    case 5:
      body = (
        <>
          <CouponRows coupons={content.coupons} />
          <button
            type="button"
            style={{ ...s.claim, opacity: claiming || !props.onClaim ? 0.7 : 1 }}
            disabled={claiming || !props.onClaim}
            aria-busy={claiming}
            onClick={() => void claim(content.coupons)}
          >
            {claiming ? '领取中…' : '立即领取'}
          </button>
        </>
      );
      break;
  }

  const image = content.type === 3;
  // In a portal: a transformed or clipped ancestor cannot trap the fixed layer.
  return createPortal(
    <div style={s.root}>
      <div
        style={s.backdrop}
        data-testid="site-popup-backdrop"
        aria-hidden="true"
        onClick={() => latest.current.onClose()}
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-popup-type={content.type}
        style={image ? { ...s.card, ...s.imageCard } : s.card}
        onKeyDown={keepFocusIn}
      >
        <button
          type="button"
          aria-label="关闭"
          style={image ? { ...s.close, color: '#fff' } : s.close}
          onClick={() => latest.current.onClose()}
        >
          ×
        </button>
        <h2 id={headingId} style={s.title}>
          {props.title}
        </h2>
        {body}
      </div>
    </div>,
    document.body,
  );
}
