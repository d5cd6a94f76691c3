import { ApiError } from '@tongxin/api-client';
import { describe, expect, it, vi } from 'vitest';
import { followShortLink, SHORT_LINK_REFUSED, shortLinkCode } from './short-link';

const here = 'http://127.0.0.1:8080/s/home';

describe('short links', () => {
  it('reads the code after /s/', () => {
    expect(shortLinkCode('/s/abc')).toBe('abc');
    expect(shortLinkCode('/s/')).toBeNull();
    expect(shortLinkCode('/app/index/1000')).toBeNull();
  });

  it('follows a path on the own host', async () => {
    const go = vi.fn();
    const alert = vi.fn();
    const result = await followShortLink('home', { resolve: async () => '/app/index/1000', allowedHosts: [], here, go, alert });
    expect(result).toBe('http://127.0.0.1:8080/app/index/1000');
    expect(go).toHaveBeenCalledWith('http://127.0.0.1:8080/app/index/1000');
    expect(alert).not.toHaveBeenCalled();
  });

  it('does not follow a host off the list', async () => {
    const go = vi.fn();
    const alert = vi.fn();
    await followShortLink('x', { resolve: async () => 'https://evil.example.com/', allowedHosts: ['h5.tongxin.org.cn'], here, go, alert });
    expect(alert).toHaveBeenCalledWith(SHORT_LINK_REFUSED);
    // Home after the alert, never the refused address.
    expect(go.mock.calls).toEqual([['/']]);
  });

  it('alerts the server message when the code is unknown', async () => {
    const go = vi.fn();
    const alert = vi.fn();
    const resolve = async () => {
      throw new ApiError('server', '短链接不存在或已失效', { code: 404 });
    };
    await followShortLink('nope', { resolve, allowedHosts: [], here, go, alert });
    expect(alert).toHaveBeenCalledWith('短链接不存在或已失效');
    expect(go.mock.calls).toEqual([['/']]);
  });
});
