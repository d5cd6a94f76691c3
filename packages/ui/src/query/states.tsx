import { errorMessage } from '@tongxin/api-client';
import type { ReactNode } from 'react';
import './states.css';

/*
 * The one family of loading, empty and error states (ARCHITECTURE §10), for every page of both
 * apps: react-vant Empty's layout for empty and failed, with pictures drawn here (react-vant's
 * defaults load from a CDN that the page CSP and a slow network both get in the way of). All of
 * it is plain CSS (states.css, shipped beside the component), not react-vant parts: the states sit
 * on both apps' landing pages, where every react-vant part counts against the first-load budget
 * (ARCHITECTURE §7).
 */

const EmptyPicture = (
  <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true">
    <rect x="20" y="24" width="80" height="56" rx="6" fill="#e8eaed" />
    <rect x="32" y="12" width="56" height="20" rx="4" fill="#d5d8dc" />
    <rect x="36" y="44" width="48" height="6" rx="3" fill="#c4c7cc" />
    <rect x="44" y="58" width="32" height="6" rx="3" fill="#c4c7cc" />
  </svg>
);

const ErrorPicture = (
  <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true">
    <circle cx="60" cy="45" r="34" fill="#fde7e5" />
    <rect x="56" y="24" width="8" height="28" rx="4" fill="#c0271d" />
    <circle cx="60" cy="62" r="5" fill="#c0271d" />
  </svg>
);

/** react-vant Empty's layout: a picture, what to say, and what to do. */
function StatePanel({ image, description, children }: { image: ReactNode; description: string; children?: ReactNode }) {
  return (
    <div className="tx-empty">
      <div className="tx-empty__image">{image}</div>
      <p className="tx-empty__description">{description}</p>
      {children ? <div className="tx-empty__bottom">{children}</div> : null}
    </div>
  );
}

/** Placeholder rows while a list or page loads (the content's height, so nothing jumps). */
export function LoadingSkeleton({ rows = 3, avatar = false, label = '加载中' }: { rows?: number; avatar?: boolean; label?: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="tx-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="tx-skeleton__item">
          {avatar ? <span className="tx-skeleton__avatar" /> : null}
          <span className="tx-skeleton__lines">
            <span className="tx-skeleton__title" />
            <span className="tx-skeleton__line" />
            <span className="tx-skeleton__line tx-skeleton__line--short" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The empty state: saying what is missing. */
export function EmptyState({ description = '暂无内容', children }: { description?: string; children?: ReactNode }) {
  return (
    <div role="status">
      <StatePanel image={EmptyPicture} description={description}>
        {children}
      </StatePanel>
    </div>
  );
}

/** A failed load: the error's message (the server's msg, else the spec's transport text) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <div role="alert">
      <StatePanel image={ErrorPicture} description={errorMessage(error)}>
        <button type="button" className="tx-retry" onClick={() => void onRetry()}>
          重试
        </button>
      </StatePanel>
    </div>
  );
}
