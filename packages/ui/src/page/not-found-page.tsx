import { useEffect, type CSSProperties } from 'react';

/** Milliseconds before the not-found page returns home (spec §2, §9: 3 seconds). */
export const NOT_FOUND_RETURN_MS = 3000;

const frame: CSSProperties = { padding: '48px 24px', textAlign: 'center' };
const title: CSSProperties = { fontSize: 20 };
const text: CSSProperties = { color: '#646566', overflowWrap: 'anywhere' };

export interface NotFoundPageProps {
  /** Where the page returns to: a full page load of this path (default `/`, which the server maps to the tenant's index). */
  home?: string;
  /** What returning does (tests); a full page load of `home` by default. */
  onReturn?: () => void;
}

/**
 * Error404 of both apps (spec §2): says there is no such page and returns home after 3 seconds.
 *
 * @example
 * <Route path="*" element={<NotFoundPage home="/app/university/frame/home" />} />
 */
export function NotFoundPage({ home = '/', onReturn }: NotFoundPageProps) {
  useEffect(() => {
    const timer = setTimeout(onReturn ?? (() => window.location.assign(home)), NOT_FOUND_RETURN_MS);
    return () => clearTimeout(timer);
  }, [onReturn, home]);
  return (
    <main style={frame}>
      <h1 style={title}>页面不存在</h1>
      <p style={text}>没有这个页面，3 秒后返回首页。</p>
    </main>
  );
}
