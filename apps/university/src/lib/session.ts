import { credentials, payerOpenId, UNIVERSITY_IID, universityCredentials } from '@tongxin/env-auth';

/**
 * The applicant's session, read through env-auth's credential store, which owns the spec's keys
 * (university.iid, university.rid, university.token, university.regId) and falls back to memory
 * when storage throws.
 */

/** The registration of the admissions (spec §9: regId 3). */
export const DEFAULT_REG_ID = 3;

export interface Credentials {
  iid: number;
  rid: number;
  token: string;
  regId: number;
}

/** The stored credentials when iid, rid and token are all there (spec §4), else null. */
export function readCredentials(): Credentials | null {
  const stored = universityCredentials.read();
  if (!stored || !/^\d+$/.test(stored.rid)) return null;
  const rid = Number(stored.rid);
  if (rid <= 0) return null;
  return { iid: stored.iid, rid, token: stored.token, regId: universityCredentials.readRegId() ?? DEFAULT_REG_ID };
}

/** Stores what login or register returned (t1 rid, t2 token). */
export function saveCredentials(c: { rid: number; token: string; iid?: number; regId?: number }): Credentials {
  const stored: Credentials = { iid: c.iid ?? UNIVERSITY_IID, rid: c.rid, token: c.token, regId: c.regId ?? DEFAULT_REG_ID };
  universityCredentials.save({ iid: stored.iid, rid: stored.rid, token: stored.token });
  universityCredentials.saveRegId(stored.regId);
  return stored;
}

/** Code 1000001 (spec §4): rid and token go; the tenant and registration stay. */
export function clearCredentials(): void {
  universityCredentials.clear();
}

/** The WeChat identity the payment needs (spec §5: no openId, no payment). */
export function readWechatIdentity(iid: number): { openId: string; unionId: string } {
  return { openId: payerOpenId(iid) ?? '', unionId: credentials.idsUser.read(iid)?.unionid ?? credentials.unionId.read(iid) ?? '' };
}
