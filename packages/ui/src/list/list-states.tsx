import { Button, Empty, Skeleton } from 'react-vant';

/** Props of ListSkeleton. */
export interface ListSkeletonProps {
  /** How many placeholder items. Default 3. */
  count?: number;
  /** Text rows per item. Default 2. */
  rows?: number;
  /** Show a square thumbnail per item. Default true. */
  avatar?: boolean;
}

/** Placeholder items while a list's first page loads (react-vant Skeleton). */
export function ListSkeleton({ count = 3, rows = 2, avatar = true }: ListSkeletonProps) {
  return (
    <div role="status" aria-label="加载中" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton
          key={i}
          title
          avatar={avatar}
          avatarShape="square"
          row={rows}
          style={{ padding: '12px 16px' }}
        />
      ))}
    </div>
  );
}

/** The empty state of a list (react-vant Empty). */
export function ListEmpty({ description = '暂无数据' }: { description?: string }) {
  return <Empty description={description} />;
}

/** Props of ListError. */
export interface ListErrorProps {
  message?: string;
  onRetry: () => void;
  retryText?: string;
}

/** The error state of a list, with a retry button. */
export function ListError({
  message = '加载失败',
  onRetry,
  retryText = '重新加载',
}: ListErrorProps) {
  return (
    <Empty image="error" description={message}>
      <Button round size="small" type="primary" onClick={onRetry}>
        {retryText}
      </Button>
    </Empty>
  );
}
