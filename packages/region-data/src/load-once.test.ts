import { describe, expect, it, vi } from 'vitest';
import type * as Chunks from './generated/district-chunks';

// Counts the chunk fetches behind the public API; the first fetch of 广东 fails as on a
// dropped connection.
let fetches = 0;
vi.mock('./generated/district-chunks', async (importOriginal) => {
  const real = await importOriginal<typeof Chunks>();
  const guangdong = real.districtChunks['44'];
  if (!guangdong) throw new Error('no chunk 44');
  return {
    districtChunks: {
      ...real.districtChunks,
      '44': () => {
        fetches++;
        return fetches === 1 ? Promise.reject(new Error('offline')) : guangdong();
      },
    },
  };
});

const { getChildren, getPath, getRegion, loadDistricts } = await import('./index');

describe('loading districts', () => {
  it('fetches a province once, retries after a failure, and shares one fetch between callers', async () => {
    await expect(loadDistricts('440000')).rejects.toThrow('offline');
    expect(fetches).toBe(1);

    const [a, b] = await Promise.all([loadDistricts('440000'), loadDistricts('440300')]);
    expect(a).toBe(b);
    expect(fetches).toBe(2);

    expect(await getRegion('440305')).toEqual({
      name: '南山区',
      value: '440305',
      parent: '440300',
    });
    expect(await getPath('440106')).toEqual(['广东省', '广州市', '天河区']);
    expect((await getChildren('441900')).map((r) => r.value)).toEqual(['--']);
    expect(await loadDistricts('440000')).toBe(a);
    expect(fetches).toBe(2);
  });

  it('needs no fetch for provinces and cities', async () => {
    const before = fetches;
    expect((await getRegion('440300'))?.name).toBe('深圳市');
    expect((await getChildren('440000')).length).toBe(21);
    expect(fetches).toBe(before);
  });
});
