import { useRouteError } from 'react-router-dom';

/** A route that failed to load (a lost chunk on a flaky network) or threw: say so, offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : '';
  return (
    <main style={{ padding: '48px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 20 }}>页面加载失败</h1>
      <p style={{ color: '#646566', overflowWrap: 'anywhere' }}>{message || '网络不稳定，请稍后再试'}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 44, padding: '0 24px' }}>
        重新加载
      </button>
    </main>
  );
}
