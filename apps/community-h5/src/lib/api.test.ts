import { credentials } from '@tongxin/env-auth';
import { site } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setApiTenant } from './api';

describe('the app API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    credentials.idsUser.remove(1000);
  });

  it('sends gateway calls with the host as domain, f=1 and the tenant openid as u', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ t: { url: '/app/index/1000' } })));
    vi.stubGlobal('fetch', fetch);
    credentials.idsUser.save(1000, { openid: 'o-abc', unionid: null, nickname: null, headimgurl: null });
    setApiTenant(1000);
    expect(await api.call(site.shortUrlParse, { url: 'home' })).toEqual({ url: '/app/index/1000' });
    const url = new URL(String((fetch.mock.calls[0] as unknown as [string])[0]), 'http://localhost');
    expect(url.pathname).toBe('/h5/getjsonp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ domain: 'localhost', uri: '/v1/shorturl/parse', url: 'home', f: '1', u: 'o-abc' });
  });
});
