import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { followShortLink } from '../../../lib/short-link';

export function Component() {
  const { code = '' } = useParams();
  useEffect(() => {
    void followShortLink(code);
  }, [code]);
  return (
    <main className="tx-waiting">
      <h1>正在跳转…</h1>
    </main>
  );
}
