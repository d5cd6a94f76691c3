import { errorMessage } from '@tongxin/api-client';
import { Button, Empty, Skeleton } from 'react-vant';

/** Placeholder rows while a list or page loads (same height as the content, so nothing jumps). */
export function LoadingSkeleton({ rows = 3, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <div aria-busy="true" aria-label="加载中" role="status" style={{ padding: '12px 0' }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} title avatar={avatar} row={2} style={{ marginBottom: 16 }} />
      ))}
    </div>
  );
}

/** The empty state: react-vant Empty with what is missing. */
export function EmptyState({ description, children }: { description: string; children?: React.ReactNode }) {
  return (
    <div role="status">
      <Empty description={description}>{children}</Empty>
    </div>
  );
}

/** A failed load: the error's message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <div role="alert">
      <Empty image="error" description={errorMessage(error)}>
        <Button round type="primary" size="small" onClick={() => void onRetry()}>
          重试
        </Button>
      </Empty>
    </div>
  );
}
