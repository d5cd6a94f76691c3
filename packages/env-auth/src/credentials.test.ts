import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  createCredentialStore,
  credentials,
  payerOpenId,
  safeStorage,
  tenantKey,
  universityCredentials,
  type KeyValueStorage,
} from './index';

/** Storage as Safari private mode has it: reads work, every write throws. */
function privateModeStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

function mapStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

afterEach(() => localStorage.clear());

describe('the spec keys', () => {
  it('are exactly those of spec §3', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'university.iid',
        'university.rid',
        'university.token',
        'university.regId',
        'unionId',
        'idsUser',
        'goodsSearchObject',
      ].sort(),
    );
  });
  it('namespace per-tenant values by iid', () => {
    expect(tenantKey('unionId', 1000)).toBe('unionId:1000');
  });
});

describe('university credentials on localStorage', () => {
  it('store login success under the spec keys and read them back', () => {
    universityCredentials.save({ iid: 3073, rid: 42, token: 'tok-1' });
    expect(localStorage.getItem('university.iid')).toBe('3073');
    expect(localStorage.getItem('university.rid')).toBe('42');
    expect(localStorage.getItem('university.token')).toBe('tok-1');
    expect(universityCredentials.read()).toEqual({ iid: 3073, rid: '42', token: 'tok-1' });
  });

  it('session invalid clears rid and token only', () => {
    universityCredentials.save({ iid: 3073, rid: '42', token: 'tok-1' });
    universityCredentials.saveRegId(3);
    universityCredentials.clear();
    expect(localStorage.getItem('university.rid')).toBeNull();
    expect(localStorage.getItem('university.token')).toBeNull();
    expect(localStorage.getItem('university.iid')).toBe('3073');
    expect(universityCredentials.read()).toBeNull();
    expect(universityCredentials.readRegId()).toBe(3);
  });

  it('clearAll removes the four keys', () => {
    universityCredentials.save({ iid: 3073, rid: '42', token: 'tok-1' });
    universityCredentials.saveRegId(3);
    universityCredentials.clearAll();
    expect(localStorage.length).toBe(0);
  });

  it.each([
    [{ 'university.iid': '3073', 'university.rid': '42' }],
    [{ 'university.iid': 'abc', 'university.rid': '42', 'university.token': 't' }],
    [{ 'university.iid': '3073', 'university.rid': '  ', 'university.token': 't' }],
    [{ 'university.iid': '3073', 'university.rid': '42', 'university.token': '' }],
  ])('reads incomplete or malformed credentials %j as absent', (values) => {
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    expect(universityCredentials.read()).toBeNull();
  });

  it('reads a malformed regId as absent', () => {
    localStorage.setItem('university.regId', '{"x":1}');
    expect(universityCredentials.readRegId()).toBeNull();
  });
});

describe('per-tenant values', () => {
  it('keep tenants apart', () => {
    const store = createCredentialStore(mapStorage());
    store.unionId.save(1000, 'union-a');
    store.unionId.save(3073, 'union-b');
    expect(store.unionId.read(1000)).toBe('union-a');
    expect(store.unionId.read(3073)).toBe('union-b');
    expect(store.unionId.read(2000)).toBeNull();
  });

  it('store idsUser as JSON and read it back', () => {
    const storage = mapStorage();
    const store = createCredentialStore(storage);
    store.idsUser.save(1000, { openid: 'o1', unionid: 'u1', nickname: '小明', headimgurl: null });
    expect(JSON.parse(storage.data.get('idsUser:1000') ?? '')).toEqual({
      openid: 'o1',
      unionid: 'u1',
      nickname: '小明',
      headimgurl: null,
    });
    expect(store.idsUser.read(1000)).toEqual({
      openid: 'o1',
      unionid: 'u1',
      nickname: '小明',
      headimgurl: null,
    });
  });

  it('payerOpenId: the identity\'s openId first, else the tenant\'s stored one, else null', () => {
    const store = createCredentialStore(mapStorage());
    store.idsUser.save(1000, { openid: 'o-stored', unionid: null, nickname: null, headimgurl: null });
    expect(payerOpenId(1000, 'o-known', store)).toBe('o-known');
    expect(payerOpenId(1000, null, store)).toBe('o-stored');
    expect(payerOpenId(1000, '', store)).toBe('o-stored');
    expect(payerOpenId(3073, undefined, store)).toBeNull();
  });

  it.each(['{not json', '"just a string"', '{"unionid":"u"}', '{"openid":""}', 'null', '[]'])(
    'reads idsUser %s as absent',
    (garbage) => {
      const store = createCredentialStore(mapStorage({ 'idsUser:1000': garbage }));
      expect(store.idsUser.read(1000)).toBeNull();
    },
  );

  it('stores the mall search object and reads garbage as absent', () => {
    const store = createCredentialStore(mapStorage({ 'goodsSearchObject:7': '[1,2' }));
    expect(store.goodsSearchObject.read(7)).toBeNull();
    store.goodsSearchObject.save(7, { keyword: '茶', catId: 12, history: ['茶', '书'] });
    expect(store.goodsSearchObject.read(7)).toEqual({
      keyword: '茶',
      catId: 12,
      history: ['茶', '书'],
    });
  });

  it('clearTenant forgets one tenant only', () => {
    const store = createCredentialStore(mapStorage());
    for (const iid of [1000, 3073]) {
      store.unionId.save(iid, `u${iid}`);
      store.idsUser.save(iid, {
        openid: `o${iid}`,
        unionid: null,
        nickname: null,
        headimgurl: null,
      });
      store.goodsSearchObject.save(iid, { keyword: 'x' });
    }
    store.clearTenant(1000);
    expect(store.unionId.read(1000)).toBeNull();
    expect(store.idsUser.read(1000)).toBeNull();
    expect(store.goodsSearchObject.read(1000)).toBeNull();
    expect(store.unionId.read(3073)).toBe('u3073');
    expect(store.idsUser.read(3073)?.openid).toBe('o3073');
  });

  it('never throws on any stored text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const store = createCredentialStore(
          mapStorage({
            'idsUser:1': a,
            'goodsSearchObject:1': b,
            'unionId:1': a,
            'university.iid': b,
          }),
        );
        store.idsUser.read(1);
        store.goodsSearchObject.read(1);
        store.unionId.read(1);
        store.university.read();
      }),
    );
  });

  it('the default store uses localStorage', () => {
    credentials.unionId.save(1000, 'u-local');
    expect(localStorage.getItem('unionId:1000')).toBe('u-local');
  });
});

describe('when storage is unavailable', () => {
  it('keeps working in private mode: writes go to memory for the page’s life', () => {
    const store = createCredentialStore(safeStorage(() => privateModeStorage()));
    store.university.save({ iid: 3073, rid: '7', token: 'tok' });
    expect(store.university.read()).toEqual({ iid: 3073, rid: '7', token: 'tok' });
    store.university.clear();
    expect(store.university.read()).toBeNull();
  });

  it('does not resurrect a value removed while the backing store refused', () => {
    const storage = safeStorage(() => privateModeStorage({ 'unionId:1000': 'old' }));
    const store = createCredentialStore(storage);
    expect(store.unionId.read(1000)).toBe('old');
    store.unionId.remove(1000);
    expect(store.unionId.read(1000)).toBeNull();
    store.unionId.save(1000, 'new');
    expect(store.unionId.read(1000)).toBe('new');
  });

  it('keeps working when reaching localStorage itself throws', () => {
    const storage = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createCredentialStore(storage);
    expect(store.unionId.read(1000)).toBeNull();
    store.unionId.save(1000, 'u');
    expect(store.unionId.read(1000)).toBe('u');
  });

  it('keeps working when getItem throws', () => {
    const storage = safeStorage(() => ({
      getItem: () => {
        throw new Error('broken');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }));
    expect(createCredentialStore(storage).university.read()).toBeNull();
  });

  it('goes back to the real store once writes succeed again', () => {
    const real = mapStorage();
    let fail = true;
    const storage = safeStorage(() => ({
      getItem: real.getItem,
      setItem: (k: string, v: string) => {
        if (fail) throw new Error('full');
        real.setItem(k, v);
      },
      removeItem: real.removeItem,
    }));
    storage.setItem('unionId:1', 'a');
    expect(real.data.has('unionId:1')).toBe(false);
    fail = false;
    storage.setItem('unionId:1', 'b');
    expect(real.data.get('unionId:1')).toBe('b');
    expect(storage.getItem('unionId:1')).toBe('b');
  });
});
