import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PULL_TEXTS } from './pull-texts';
import './page-refresh.css';

/** What a page reloads when pulled: its queries (anything with a refetch). */
interface Refetchable {
  refetch: () => Promise<unknown>;
}

/** The head's height: a pull this far (after damping) refreshes on release, as react-vant's does. */
export const PULL_DISTANCE = 50;
/** How long "已刷新" stays before the head closes. */
const SUCCESS_MS = 500;

type Phase = 'idle' | 'pulling' | 'loosing' | 'loading' | 'success';

/** A finger's travel to the head's offset: one for one up to the head, then half as much. */
export function damped(travel: number): number {
  if (travel <= 0) return 0;
  return travel <= PULL_DISTANCE ? travel : PULL_DISTANCE + (travel - PULL_DISTANCE) / 2;
}

const scrolledToTop = () => (document.scrollingElement ?? document.documentElement).scrollTop <= 0;

/**
 * Pull to refresh a whole page: every query it shows is fetched again (ARCHITECTURE §10). The
 * app's own few lines rather than react-vant's PullRefresh, which brings about 5 KB gzip of
 * scrolling hooks and the spinner onto the home page's first load (ARCHITECTURE §7); lists keep
 * react-vant's inside their own chunks. The texts are the same (PULL_TEXTS).
 */
export function PageRefresh({ queries, children }: { queries: Refetchable[]; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const latest = useRef({ queries, phase });
  latest.current = { queries, phase };

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let startY: number | null = null;
    let pulled = 0;
    let closing: number | undefined;
    const start = (e: TouchEvent) => {
      const busy = latest.current.phase === 'loading' || latest.current.phase === 'success';
      startY = !busy && scrolledToTop() && e.touches.length === 1 ? (e.touches[0]?.clientY ?? null) : null;
      pulled = 0;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      const travel = (e.touches[0]?.clientY ?? startY) - startY;
      if (travel <= 0 || !scrolledToTop()) {
        if (pulled > 0) {
          pulled = 0;
          setOffset(0);
          setPhase('idle');
        }
        return;
      }
      if (e.cancelable) e.preventDefault(); // the page itself does not bounce while the head opens
      pulled = damped(travel);
      setOffset(pulled);
      setPhase(pulled >= PULL_DISTANCE ? 'loosing' : 'pulling');
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (pulled < PULL_DISTANCE) {
        setOffset(0);
        setPhase('idle');
        return;
      }
      setOffset(PULL_DISTANCE);
      setPhase('loading');
      void Promise.allSettled(latest.current.queries.map((q) => q.refetch())).then(() => {
        setPhase('success');
        closing = window.setTimeout(() => {
          setOffset(0);
          setPhase('idle');
        }, SUCCESS_MS);
      });
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      window.clearTimeout(closing);
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);

  const text =
    phase === 'pulling'
      ? PULL_TEXTS.pullingText
      : phase === 'loosing'
        ? PULL_TEXTS.loosingText
        : phase === 'loading'
          ? PULL_TEXTS.loadingText
          : phase === 'success'
            ? PULL_TEXTS.successText
            : '';
  const dragging = phase === 'pulling' || phase === 'loosing';

  return (
    <div ref={root} className="tx-pull">
      <div
        className="tx-pull__track"
        data-dragging={dragging || undefined}
        style={offset ? { transform: `translate3d(0, ${offset}px, 0)` } : undefined}
      >
        <div className="tx-pull__head" role="status" aria-busy={phase === 'loading' || undefined}>
          {text}
        </div>
        {children}
      </div>
    </div>
  );
}
