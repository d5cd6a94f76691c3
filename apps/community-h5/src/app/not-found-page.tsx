import { useEffect } from 'react';

/** Milliseconds before the not-found page returns to / (spec §9). */
export const NOT_FOUND_RETURN_MS = 3000;

/** A full page load of /: the server maps the host name to the tenant's index. */
const goHome = () => window.location.assign('/');

export function NotFoundPage({ onReturn = goHome }: { onReturn?: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onReturn, NOT_FOUND_RETURN_MS);
    return () => clearTimeout(timer);
  }, [onReturn]);
  return (
    <main className="tx-route-error">
      <h1>页面不存在</h1>
      <p>没有这个页面，3 秒后返回首页。</p>
    </main>
  );
}
