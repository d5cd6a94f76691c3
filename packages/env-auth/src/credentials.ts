import * as z from 'zod/mini';
import { browserLocalStorage, type KeyValueStorage } from './safe-storage';
import { parseIid } from './tenant';

/**
 * The spec's local storage keys (spec §3), owned here and nowhere else.
 *
 * Which are per tenant:
 * - `university.*` are global. They belong to the university app, which is one tenant (3073)
 *   deployed on its own origin, and `university.iid` itself records the tenant, so a tenant
 *   prefix would say the same thing twice and break the keys devices already hold.
 * - `unionId`, `idsUser` and `goodsSearchObject` are per tenant, stored as `unionId:{iid}` and so
 *   on. The community app serves every tenant from one origin (/app/index/1000,
 *   /app/index/3073…), each tenant may sign in through its own WeChat official account (an openid
 *   is per account, so tenant A's openid would fail tenant B's payment), and a mall search in
 *   one tenant's catalogue means nothing in another's.
 */
export const STORAGE_KEYS = {
  universityIid: 'university.iid',
  universityRid: 'university.rid',
  universityToken: 'university.token',
  universityRegId: 'university.regId',
  unionId: 'unionId',
  idsUser: 'idsUser',
  goodsSearchObject: 'goodsSearchObject',
} as const;

/** The keys stored once per tenant. */
export type TenantStorageKey = 'unionId' | 'idsUser' | 'goodsSearchObject';

/** The storage key of a per-tenant value: `unionId:1000`. */
export function tenantKey(key: TenantStorageKey, iid: number): string {
  return `${key}:${iid}`;
}

/** What login or register stores (spec §4) and what the university's calls send. */
export interface UniversityCredentials {
  iid: number;
  rid: string;
  token: string;
}

/** WeChat user info (spec §3), as the server's code exchange answers it. */
export interface WechatUserInfo {
  openid: string;
  unionid: string | null;
  nickname: string | null;
  headimgurl: string | null;
}

const optionalText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v) => (v == null || v === '' ? null : String(v))),
);

/** Parses WeChat user info from the server or from storage; an openid is required. */
export const wechatUserInfoSchema = z.object({
  openid: z.string().check(z.minLength(1)),
  unionid: optionalText,
  nickname: optionalText,
  headimgurl: optionalText,
});

const jsonObject = z.record(z.string(), z.json());
/** The mall's saved search (keyword, category and such): any JSON object the mall chooses. */
export type GoodsSearchObject = z.infer<typeof jsonObject>;

/** A value stored once per tenant. */
export interface TenantValueStore<T> {
  /** The stored value, or null when absent or unreadable (garbage is never an error). */
  read(iid: number): T | null;
  save(iid: number, value: T): void;
  remove(iid: number): void;
}

export interface UniversityCredentialStore {
  /** iid, rid and token when all three are stored and well formed, else null. */
  read(): UniversityCredentials | null;
  /** Login or register success: stores iid, rid and token. */
  save(credentials: { iid: number; rid: string | number; token: string }): void;
  /** Session invalid (code 1000001, spec §4): clears rid and token, keeps iid and regId. */
  clear(): void;
  readRegId(): number | null;
  saveRegId(regId: number): void;
  /** Removes all four university keys (log out). */
  clearAll(): void;
}

export interface CredentialStore {
  university: UniversityCredentialStore;
  unionId: TenantValueStore<string>;
  idsUser: TenantValueStore<WechatUserInfo>;
  goodsSearchObject: TenantValueStore<GoodsSearchObject>;
  /** Forgets one tenant's visitor: unionId, idsUser and goodsSearchObject. */
  clearTenant(iid: number): void;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text == null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function jsonStore<T>(
  storage: KeyValueStorage,
  key: TenantStorageKey,
  schema: z.ZodMiniType<T, unknown>,
): TenantValueStore<T> {
  return {
    read(iid) {
      const parsed = schema.safeParse(readJson(storage, tenantKey(key, iid)));
      return parsed.success ? parsed.data : null;
    },
    save(iid, value) {
      storage.setItem(tenantKey(key, iid), JSON.stringify(value));
    },
    remove(iid) {
      storage.removeItem(tenantKey(key, iid));
    },
  };
}

/**
 * The one owner of the spec's storage keys. Values are validated on the way out, so a key holding
 * garbage reads as absent; storage that throws (private mode, blocked, full) falls back to memory.
 *
 * @example
 * const store = createCredentialStore();
 * store.university.save({ iid: 3073, rid: t1, token: t2 });
 * store.university.read(); // { iid: 3073, rid: '…', token: '…' }
 * store.unionId.read(1000); // the visitor's unionId for tenant 1000, or null
 */
export function createCredentialStore(
  storage: KeyValueStorage = browserLocalStorage(),
): CredentialStore {
  const university: UniversityCredentialStore = {
    read() {
      const iid = parseIid(nonEmpty(storage.getItem(STORAGE_KEYS.universityIid)));
      const rid = nonEmpty(storage.getItem(STORAGE_KEYS.universityRid));
      const token = nonEmpty(storage.getItem(STORAGE_KEYS.universityToken));
      return iid != null && rid != null && token != null ? { iid, rid, token } : null;
    },
    save({ iid, rid, token }) {
      storage.setItem(STORAGE_KEYS.universityIid, String(iid));
      storage.setItem(STORAGE_KEYS.universityRid, String(rid));
      storage.setItem(STORAGE_KEYS.universityToken, token);
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.universityRid);
      storage.removeItem(STORAGE_KEYS.universityToken);
    },
    readRegId() {
      return parseIid(nonEmpty(storage.getItem(STORAGE_KEYS.universityRegId)));
    },
    saveRegId(regId) {
      storage.setItem(STORAGE_KEYS.universityRegId, String(regId));
    },
    clearAll() {
      storage.removeItem(STORAGE_KEYS.universityIid);
      storage.removeItem(STORAGE_KEYS.universityRid);
      storage.removeItem(STORAGE_KEYS.universityToken);
      storage.removeItem(STORAGE_KEYS.universityRegId);
    },
  };

  const unionId: TenantValueStore<string> = {
    read(iid) {
      return nonEmpty(storage.getItem(tenantKey('unionId', iid)));
    },
    save(iid, value) {
      storage.setItem(tenantKey('unionId', iid), value);
    },
    remove(iid) {
      storage.removeItem(tenantKey('unionId', iid));
    },
  };

  const idsUser = jsonStore(storage, 'idsUser', wechatUserInfoSchema);
  const goodsSearchObject = jsonStore(storage, 'goodsSearchObject', jsonObject);

  return {
    university,
    unionId,
    idsUser,
    goodsSearchObject,
    clearTenant(iid) {
      unionId.remove(iid);
      idsUser.remove(iid);
      goodsSearchObject.remove(iid);
    },
  };
}

/** The credential store on `window.localStorage`. */
export const credentials: CredentialStore = /* @__PURE__ */ createCredentialStore();

/**
 * The university app's credentials on `window.localStorage`.
 *
 * @example
 * const saved = universityCredentials.read();
 * if (saved) navigate('/app/university/apply/home'); // spec §4: already logged in
 */
export const universityCredentials: UniversityCredentialStore = credentials.university;

/**
 * The payer's WeChat openId in tenant `iid`: the one the page's identity resolved (`known`), else
 * the one stored when WeChat signed the visitor in (`idsUser`), else null (spec §5: payment and
 * the university's sign-in need it). Both apps ask here, never the store directly.
 *
 * @example
 * payerOpenId(1000, identity?.openId) // 'o-member-7', or null outside WeChat
 */
export function payerOpenId(iid: number, known?: string | null, store: Pick<CredentialStore, 'idsUser'> = credentials): string | null {
  return known || store.idsUser.read(iid)?.openid || null;
}
