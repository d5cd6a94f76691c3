import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080 on an embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^ADMIN_TOKEN: must be at least 16/m);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });
});

describe('loadConfig: providers and secrets', () => {
  it('defaults to the dev, sandbox and local providers with random per-process secrets', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a).toMatchObject({ smsProvider: 'dev', payProvider: 'sandbox', faceProvider: 'local', smsExposeCodes: false });
    expect(a.uploadSecret).not.toBe(b.uploadSecret);
    expect(a.tokenTtlMs).toBe(7 * 24 * 3600_000);
  });

  it('takes configured secrets and lists every provider problem at once', () => {
    expect(loadConfig({ UPLOAD_SECRET: 'u'.repeat(16), SMS_EXPOSE_CODES: '1' })).toMatchObject({ uploadSecret: 'u'.repeat(16), smsExposeCodes: true });
    let error: unknown;
    try {
      loadConfig({ SMS_PROVIDER: 'aliyun', PAY_PROVIDER: 'cash', FACE_PROVIDER: 'eyes', UPLOAD_SECRET: 'short', SMS_EXPOSE_CODES: 'yes' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['SMS_PROVIDER', 'PAY_PROVIDER', 'FACE_PROVIDER', 'UPLOAD_SECRET', 'SMS_EXPOSE_CODES']) {
      expect(problems).toMatch(new RegExp(`^${name}:`, 'm'));
    }
  });
});
