import { describe, expect, it, vi } from 'vitest';
import { parseIid, resolveCid, resolveIid, type LookupDomain } from './index';

describe('parseIid', () => {
  it.each([
    ['1000', 1000],
    ['3073', 3073],
  ])('%s is %d', (v, n) => expect(parseIid(v)).toBe(n));
  it.each([undefined, null, '', '0', '-1', '10a', '1e3', '01000', ' 1000'])(
    '%s is no tenant',
    (v) => expect(parseIid(v)).toBeNull(),
  );
});

describe('resolveIid', () => {
  const never: LookupDomain = () => Promise.reject(new Error('must not be called'));

  it('takes the route iid first, without a lookup', async () => {
    const lookupDomain = vi.fn(never);
    await expect(
      resolveIid({ routeIid: '3073', hostname: 'a.example.org', lookupDomain }),
    ).resolves.toEqual({
      iid: 3073,
      source: 'route',
    });
    expect(lookupDomain).not.toHaveBeenCalled();
  });

  it('looks the host name up when the route has no valid iid', async () => {
    const lookupDomain = vi.fn<LookupDomain>(async (host) =>
      host === 'club.example.org' ? 2001 : null,
    );
    await expect(
      resolveIid({ routeIid: 'abc', hostname: 'Club.Example.org', lookupDomain }),
    ).resolves.toEqual({ iid: 2001, source: 'domain' });
    expect(lookupDomain).toHaveBeenCalledWith('club.example.org');
  });

  it('accepts the iid as text from the lookup', async () => {
    await expect(resolveIid({ hostname: 'h', lookupDomain: async () => '2002' })).resolves.toEqual({
      iid: 2002,
      source: 'domain',
    });
  });

  it.each<[string, LookupDomain]>([
    ['nothing found', async () => null],
    ['a bad iid', async () => 'x1'],
    ['zero', async () => 0],
    ['a failing call', () => Promise.reject(new Error('系统繁忙，请稍后再试'))],
  ])('falls back to 1000 on %s', async (_, lookupDomain) => {
    await expect(resolveIid({ hostname: 'h.example.org', lookupDomain })).resolves.toEqual({
      iid: 1000,
      source: 'default',
    });
  });

  it('gives 1000 with neither route nor host', async () => {
    await expect(resolveIid({})).resolves.toEqual({ iid: 1000, source: 'default' });
  });
});

describe('resolveCid', () => {
  it.each([
    ['?cid=2001', 2001],
    ['cid=5&x=1', 5],
    ['', 1000],
    ['?cid=', 1000],
    ['?cid=abc', 1000],
  ])('%s gives %d', (search, cid) => expect(resolveCid(search)).toBe(cid));
  it('reads URLSearchParams too', () => expect(resolveCid(new URLSearchParams('cid=7'))).toBe(7));
});
