import type { ReactNode } from 'react';
import { errorMessage } from '@tongxin/api-client';

/** A list or page that failed: its message and a retry (ARCHITECTURE §10). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="tx-state" role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="tx-state__retry" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function EmptyState({ children = '暂无内容' }: { children?: ReactNode }) {
  return (
    <div className="tx-state">
      <p>{children}</p>
    </div>
  );
}

/** Grey blocks in the shape of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ rows = 3, label = '加载中' }: { rows?: number; label?: string }) {
  return (
    <div className="tx-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="tx-skeleton__row" />
      ))}
    </div>
  );
}
