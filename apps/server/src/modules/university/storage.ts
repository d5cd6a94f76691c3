import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { uploads } from './schema';
import { readUploadFile, uploadKeyOfUrl, type UploadStore } from '../../platform/upload-store';
import type { Services } from '../../services';

/** Where the applicants' storage endpoint lives under the server's origin. */
export const STORAGE_PATH = '/api/storage';
export const ACCESS_KEY_ID = 'tongxin-local';
const POLICY_TTL_MS = 10 * 60_000;

interface PolicyDocument {
  expiration: string;
  conditions: [['starts-with', '$key', string], ['content-length-range', number, number]];
  /** Who the policy was issued to: the endpoint records it as the file's owner. */
  owner: { iid: number; rid: number };
}

const sign = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('base64');

/**
 * Issues a POST policy for one applicant: keys starting with `h5/{iid}_` (the rest of the key
 * rule is checked on upload, see UPLOAD_KEY), 10 minutes, at most UPLOAD_MAX_BYTES, signed with
 * UPLOAD_SECRET (HMAC-SHA256, base64). The owner travels inside the signed policy, so a file is
 * recorded as the applicant's who asked; keys are unique, so nobody overwrites another's file.
 */
export function issuePolicy(s: Services, owner: { iid: number; rid: number }) {
  const dir = `h5/${owner.iid}_`;
  const expireMs = s.now() + POLICY_TTL_MS;
  const doc: PolicyDocument = {
    expiration: new Date(expireMs).toISOString(),
    conditions: [
      ['starts-with', '$key', dir],
      ['content-length-range', 1, s.config.uploadMaxBytes],
    ],
    owner,
  };
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return {
    policy,
    accessKeyId: ACCESS_KEY_ID,
    sign: sign(s.config.uploadSecret, policy),
    expireTime: Math.floor(expireMs / 1000),
    dir,
    maxSize: s.config.uploadMaxBytes,
  };
}

/** The storage key of a URL this server's applicant storage serves, or null. */
export const keyOfUrl = (url: string): string | null => uploadKeyOfUrl(url, STORAGE_PATH);

/** The upload of this applicant at that URL, or null when it is not theirs (or not ours). */
export async function ownedUpload(s: Services, rid: number, url: string) {
  const key = keyOfUrl(url);
  if (!key) return null;
  const [row] = await s.db.select().from(uploads).where(and(eq(uploads.key, key), eq(uploads.rid, rid))).limit(1);
  return row ?? null;
}

/** The applicants' uploads: files in DATA_DIR/uploads/h5/, rows in `uploads` (platform/upload-store.ts). */
export const applicantUploads: UploadStore<PolicyDocument, typeof uploads> = {
  name: 'applicant',
  path: STORAGE_PATH,
  root: (s) => resolve(s.uploadDir),
  rules: (s) => ({ accessKeyId: ACCESS_KEY_ID, sign: (policy) => sign(s.config.uploadSecret, policy), read: readPolicy }),
  table: uploads,
  columns: { key: uploads.key, mime: uploads.mime, policy: uploads.policy, size: uploads.size, createdAt: uploads.createdAt, owner: uploads.rid },
  row: ({ key, doc, mime, bytes, header, policyId }, now) => ({
    ownerId: doc.owner.rid,
    values: { key, iid: doc.owner.iid, rid: doc.owner.rid, mime, size: bytes.length, width: header.width, height: header.height, createdAt: now, policy: policyId },
  }),
};

/** The bytes of a stored upload, or null when its file is missing. */
export async function readUpload(s: Services, key: string): Promise<Buffer | null> {
  return readUploadFile(applicantUploads.root(s), key);
}

function readPolicy(policy: string): { doc: PolicyDocument; terms: { expiration: string; prefix: string; maxBytes: number } } | null {
  try {
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as Partial<PolicyDocument>;
    if (typeof doc.expiration !== 'string' || !Array.isArray(doc.conditions) || typeof doc.owner?.rid !== 'number' || typeof doc.owner.iid !== 'number') return null;
    const [[, , prefix], [, , maxBytes]] = doc.conditions;
    if (typeof prefix !== 'string' || !prefix.startsWith(`h5/${doc.owner.iid}_`) || typeof maxBytes !== 'number') return null;
    return { doc: doc as PolicyDocument, terms: { expiration: doc.expiration, prefix, maxBytes } };
  } catch {
    return null;
  }
}
