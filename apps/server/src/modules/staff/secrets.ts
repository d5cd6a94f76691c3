import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

/*
 * A tenant's payment, SMS and WeChat secrets are stored encrypted (AES-256-GCM) and never sent
 * back: the console reads only whether each is set. The key is SECRETS_KEY (every instance the
 * same), else a random key kept in DATA_DIR/secrets.key, made on first use (one machine).
 */

const keys = new Map<string, Buffer>();

/** The 32-byte key of this configuration. */
export function secretsKey(config: Pick<Config, 'secretsKey' | 'dataDir'>): Buffer {
  const id = config.secretsKey ?? `file:${config.dataDir}`;
  const known = keys.get(id);
  if (known) return known;
  let key: Buffer;
  if (config.secretsKey) key = createHash('sha256').update(config.secretsKey).digest();
  else {
    const file = join(config.dataDir, 'secrets.key');
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      // 'wx': two instances starting at once cannot both write a key.
      try {
        writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  }
  keys.set(id, key);
  return key;
}

/** `v1:iv:tag:ciphertext`, base64 parts. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

/** The plain text of a sealed value (for the server's own use: a provider call), or undefined when it does not open. */
export function open(key: Buffer, sealed: string): string | undefined {
  const [v, iv, tag, data] = sealed.split(':');
  if (v !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
