import { site } from '@tongxin/api-client';
import { resolveIid } from '@tongxin/env-auth';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { homeLinks } from '../../../lib/links/home-links';

/**
 * `/`: the host name maps to a tenant, then its index (spec §2). The server answers `/` with the
 * same redirect (iidForHost); this covers a client-side navigation to `/`.
 */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void resolveIid({
      hostname: window.location.hostname,
      lookupDomain: async (domainName) => (await api.call(site.domainByName, { domainName }))[0]?.iid ?? null,
    }).then(({ iid }) => {
      if (live) navigate(homeLinks.index({ iid }), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <main className="tx-waiting">
      <h1>正在进入…</h1>
    </main>
  );
}
