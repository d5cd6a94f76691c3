import { failureText } from '../lib/query';
import styles from './page.module.css';

/** Loading, error (with retry) and empty states shared by the pages (ARCHITECTURE.md §10). */
export function Loading({ label = '加载中…' }: { label?: string }) {
  return (
    <p className={styles.state} aria-busy="true" role="status">
      {label}
    </p>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p>{failureText(error, '加载失败')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className={styles.state}>{text}</p>;
}
