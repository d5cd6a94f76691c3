import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { followShortLink } from '../../../lib/short-link';

export function Component() {
  const { code = '' } = useParams();
  useEffect(() => {
    void followShortLink(code);
  }, [code]);
  return (
    <main style={{ padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 18 }}>正在跳转…</h1>
    </main>
  );
}
