import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Images start loading when within this many viewport heights (spec §9). */
export const LAZY_PRELOAD_RATIO = 1.3;

/** The observer margin for a preload ratio: the part of the viewport height beyond the screen. */
export function preloadRootMargin(ratio = LAZY_PRELOAD_RATIO): string {
  const extra = Math.max(0, Math.round((ratio - 1) * 100));
  return `${extra}% 0px ${extra}% 0px`;
}

/** Props of LazyImage. */
export interface LazyImageProps {
  src: string;
  alt: string;
  /** Width / height. The box keeps this ratio before and after loading, so nothing jumps. Default 1. */
  ratio?: number;
  /** Box width (CSS). Default '100%'. */
  width?: number | string;
  fit?: CSSProperties['objectFit'];
  className?: string;
  style?: CSSProperties;
  radius?: number | string;
  /** Shown while waiting or loading. Default: nothing (the grey box). Hidden from assistive technology. */
  loadingPlaceholder?: ReactNode;
  /** Shown when loading failed twice. Default: 加载失败. Hidden from assistive technology. */
  errorPlaceholder?: ReactNode;
  preloadRatio?: number;
  /**
   * Other widths of the same picture (`url 320w, url 640w`): the browser takes the one its screen
   * needs for the box (fewer bytes on a slow network). With it, `sizes` says how wide the box is; without `sizes` the box
   * measures itself as the picture comes near (a priority image, loaded before any measure, is
   * taken as the screen's width).
   */
  srcSet?: string;
  sizes?: string;
  /**
   * The page's largest image on the first screen (its LCP element, e.g. the first banner): requested
   * at once at high priority, not when the observer sees it, and shown as soon as it arrives.
   */
  priority?: boolean;
  onClick?: () => void;
}

/** `fetchpriority` as React 18 passes it through (it knows no `fetchPriority` prop yet). */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

type State = 'waiting' | 'loading' | 'loaded' | 'error';

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };
const centre: CSSProperties = {
  ...fill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 12,
  // 5.5:1 on the grey box (WCAG AA); the old #c8c9cc was 1.5:1.
  color: '#646566',
  background: '#f7f8fa',
};

/**
 * The box stands for the image while no img element is there (waiting, failed): named by the alt,
 * so a link around the image keeps its name; its placeholder text never becomes that name. A
 * decorative image (alt '') stays hidden.
 */
const standIn = (alt: string) =>
  alt ? ({ role: 'img', 'aria-label': alt } as const) : ({ 'aria-hidden': true } as const);

/**
 * An image that loads when it comes within 1.3 viewport heights, in a box of fixed aspect ratio,
 * with placeholders while loading (a grey box) and after an error (加载失败); a failed load is
 * retried once. In every state the image is named by its alt and by nothing else.
 *
 * @example <LazyImage src={cover} alt={title} ratio={16 / 9} />
 */
export function LazyImage(props: LazyImageProps) {
  const { ratio = 1, fit = 'cover', preloadRatio = LAZY_PRELOAD_RATIO } = props;
  const box = useRef<HTMLDivElement>(null);
  const priority = props.priority === true;
  const [state, setState] = useState<State>(priority ? 'loading' : 'waiting');
  const [attempt, setAttempt] = useState(0);
  /** The box's width when the picture came near, for `sizes` (null before, and for a priority image). */
  const [slot, setSlot] = useState<number | null>(null);

  useEffect(() => {
    setAttempt(0);
    if (priority) {
      setState((now) => (now === 'loaded' ? now : 'loading'));
      return;
    }
    setState('waiting');
    const el = box.current;
    if (!el) return;
    const load = () => {
      const width = el.getBoundingClientRect().width;
      setSlot(width > 0 ? Math.ceil(width) : null);
      setState('loading');
    };
    if (typeof IntersectionObserver !== 'function') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: preloadRootMargin(preloadRatio) },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [props.src, preloadRatio, priority]);

  return (
    <div
      ref={box}
      className={props.className}
      data-state={state}
      onClick={props.onClick}
      style={{
        position: 'relative',
        width: props.width ?? '100%',
        overflow: 'hidden',
        borderRadius: props.radius,
        ...props.style,
      }}
    >
      {/* The padding keeps the box's height from its width before the image arrives (no layout shift). */}
      <div style={{ paddingTop: `${100 / ratio}%` }} />
      {/* Loading: the img carries the name; the grey box is decoration, under the img (a priority
          image paints over it as it arrives, the others fade in once loaded). */}
      {state === 'loading' && (
        <div style={centre} aria-hidden="true">
          {props.loadingPlaceholder}
        </div>
      )}
      {(state === 'loading' || state === 'loaded') && (
        <img
          // A new element on retry makes the browser request the image again.
          key={attempt}
          src={props.src}
          {...(props.srcSet ? { srcSet: props.srcSet, sizes: props.sizes ?? (slot === null ? '100vw' : `${slot}px`) } : undefined)}
          alt={props.alt}
          decoding={priority ? 'sync' : 'async'}
          {...(priority ? HIGH_PRIORITY : undefined)}
          // A priority image paints as its bytes arrive; others fade in whole once loaded.
          style={{ ...fill, objectFit: fit, opacity: priority || state === 'loaded' ? 1 : 0 }}
          onLoad={() => setState('loaded')}
          onError={() => {
            if (attempt === 0) setAttempt(1);
            else setState('error');
          }}
        />
      )}
      {state === 'waiting' && (
        <div style={centre} {...standIn(props.alt)}>
          <span aria-hidden="true">{props.loadingPlaceholder}</span>
        </div>
      )}
      {state === 'error' && (
        <div style={centre} {...standIn(props.alt)}>
          <span aria-hidden="true">{props.errorPlaceholder ?? '加载失败'}</span>
        </div>
      )}
    </div>
  );
}
