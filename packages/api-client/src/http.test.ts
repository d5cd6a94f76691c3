import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, TRANSPORT_MESSAGE } from './index';

afterEach(() => vi.unstubAllGlobals());

describe('apiGet', () => {
  it('sends params as a query string under /api and decodes t', async () => {
    const fetchMock = vi.fn(async () => new Response('{"t":{"ok":1}}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/coin/account/get', { iid: 1000, skip: undefined })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/coin/account/get?iid=1000', expect.anything());
  });

  it('rejects a network failure with the transport message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(apiGet('/x')).rejects.toMatchObject({ kind: 'transport', message: TRANSPORT_MESSAGE });
  });
});
