import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The problems loadConfig lists for an environment (none: []). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080 on an embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'an-old-admin-token-0123', OPERATOR_MOBILE: '13700000001' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^ADMIN_TOKEN: no longer used/m);
    expect(problems).toMatch(/^OPERATOR_PASSWORD: required with OPERATOR_MOBILE/m);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });
});

describe('loadConfig: providers and secrets', () => {
  it('defaults to the dev, sandbox and local providers with random per-process secrets', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a).toMatchObject({ smsProvider: 'dev', payProvider: 'sandbox', faceProvider: 'local', smsExposeCodes: false, paySandboxEndpoint: false, payAppId: 'wx-sandbox-app' });
    expect(a).toMatchObject({ wechatPay: undefined, faceHttp: undefined, smsHttp: undefined, wechat: undefined });
    expect(a.uploadSecret).not.toBe(b.uploadSecret);
    expect(a.tokenTtlMs).toBe(7 * 24 * 3600_000);
  });

  it('takes configured secrets and lists every provider problem at once', () => {
    expect(loadConfig({ UPLOAD_SECRET: 'u'.repeat(16), SMS_EXPOSE_CODES: '1' })).toMatchObject({ uploadSecret: 'u'.repeat(16), smsExposeCodes: true });
    let error: unknown;
    try {
      loadConfig({ SMS_PROVIDER: 'aliyun', PAY_PROVIDER: 'cash', FACE_PROVIDER: 'eyes', UPLOAD_SECRET: 'short', SMS_EXPOSE_CODES: 'yes', PAY_SANDBOX_ENDPOINT: 'on' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['SMS_PROVIDER', 'PAY_PROVIDER', 'FACE_PROVIDER', 'UPLOAD_SECRET', 'SMS_EXPOSE_CODES', 'PAY_SANDBOX_ENDPOINT']) {
      expect(problems).toMatch(new RegExp(`^${name}:`, 'm'));
    }
  });
});

describe('loadConfig: switchable providers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tongxin-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePath = join(dir, 'apiclient_key.pem');
  const publicPath = join(dir, 'pub_key.pem');
  writeFileSync(privatePath, keys.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(publicPath, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  const wechatPay = {
    PAY_PROVIDER: 'wechat',
    PAY_APP_ID: 'wxd678efh567hg6787',
    WECHAT_PAY_MCH_ID: '1900000109',
    WECHAT_PAY_SERIAL_NO: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
    WECHAT_PAY_PRIVATE_KEY_PATH: privatePath,
    WECHAT_PAY_APIV3_KEY: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    WECHAT_PAY_PLATFORM_KEY_PATH: publicPath,
    WECHAT_PAY_NOTIFY_URL: 'https://zs.example.org/api/pay/notify',
  };

  it('builds WeChat Pay from its variables: keys read, API base defaulted, serial upper-cased', () => {
    const c = loadConfig(wechatPay);
    expect(c.payProvider).toBe('wechat');
    expect(c.wechatPay).toMatchObject({
      mchId: '1900000109',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      appId: 'wxd678efh567hg6787',
      notifyUrl: 'https://zs.example.org/api/pay/notify',
      apiBase: 'https://api.mch.weixin.qq.com',
    });
    expect(c.wechatPay?.privateKey.type).toBe('private');
    expect(c.wechatPay?.platformPublicKey.type).toBe('public');
    expect(c.payAppId).toBe('wxd678efh567hg6787');
  });

  it('takes the notify URL from an https PUBLIC_BASE_URL and the app id from WECHAT_APP_ID', () => {
    const { WECHAT_PAY_NOTIFY_URL: _n, PAY_APP_ID: _a, ...rest } = wechatPay;
    const c = loadConfig({ ...rest, PUBLIC_BASE_URL: 'https://zs.example.org/', WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef' });
    expect(c.wechatPay).toMatchObject({ notifyUrl: 'https://zs.example.org/api/pay/notify', appId: 'wx0123456789abcdef' });
    expect(c.wechat).toEqual({ provider: 'api', appId: 'wx0123456789abcdef', appSecret: '0123456789abcdef0123456789abcdef', apiBase: 'https://api.weixin.qq.com' });
  });

  it('lists every missing or broken WeChat Pay setting at once', () => {
    const junk = join(dir, 'junk.pem');
    writeFileSync(junk, 'not a key');
    const problems = problemsOf({
      PAY_PROVIDER: 'wechat',
      WECHAT_PAY_MCH_ID: 'abc',
      WECHAT_PAY_APIV3_KEY: 'short',
      WECHAT_PAY_PRIVATE_KEY_PATH: join(dir, 'missing.pem'),
      WECHAT_PAY_PLATFORM_KEY_PATH: junk,
      WECHAT_PAY_NOTIFY_URL: 'http://insecure.example/notify',
      PAY_SANDBOX_ENDPOINT: '1',
      PORT: 'eighty',
    }).join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^WECHAT_PAY_MCH_ID: must be the merchant id/m);
    expect(problems).toMatch(/^WECHAT_PAY_APIV3_KEY: must be the 32-character APIv3 key/m);
    expect(problems).toMatch(/^WECHAT_PAY_NOTIFY_URL: must be an https:\/\/ URL/m);
    expect(problems).toMatch(/^WECHAT_PAY_SERIAL_NO: required when PAY_PROVIDER=wechat/m);
    expect(problems).toMatch(/^PAY_APP_ID: required when PAY_PROVIDER=wechat/m);
    expect(problems).toMatch(/^WECHAT_PAY_PRIVATE_KEY_PATH: cannot read .*missing\.pem \(ENOENT\)/m);
    expect(problems).toMatch(/^WECHAT_PAY_PLATFORM_KEY_PATH: .*junk\.pem is not a PEM certificate or public key/m);
    expect(problems).toMatch(/^PAY_SANDBOX_ENDPOINT: only with PAY_PROVIDER=sandbox/m);
  });

  it('turns the sandbox endpoint on only when asked', () => {
    expect(loadConfig({ PAY_SANDBOX_ENDPOINT: '1' }).paySandboxEndpoint).toBe(true);
    expect(loadConfig({ PAY_SANDBOX_ENDPOINT: '0' }).paySandboxEndpoint).toBe(false);
  });

  it('needs the URL and secret of the HTTP face and SMS providers, and no exposed codes with a real gateway', () => {
    const problems = problemsOf({ FACE_PROVIDER: 'http', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x', SMS_EXPOSE_CODES: '1' }).join('\n');
    expect(problems).toMatch(/^FACE_HTTP_URL: required when FACE_PROVIDER=http/m);
    expect(problems).toMatch(/^FACE_HTTP_SECRET: required when FACE_PROVIDER=http/m);
    expect(problems).toMatch(/^SMS_HTTP_URL: must be an http/m);
    expect(problems).toMatch(/^SMS_HTTP_SECRET: required when SMS_PROVIDER=http/m);
    expect(problems).toMatch(/^SMS_EXPOSE_CODES: only with SMS_PROVIDER=dev/m);
    const c = loadConfig({ FACE_PROVIDER: 'http', FACE_HTTP_URL: 'https://face.example/check', FACE_HTTP_SECRET: 's'.repeat(16) });
    expect(c.faceHttp).toEqual({ url: 'https://face.example/check', secret: 's'.repeat(16), timeoutMs: 10_000 });
  });

  it('configures the OpenAI-compatible answerer only with its base URL and model', () => {
    expect(loadConfig({}).answerer).toBeUndefined();
    expect(problemsOf({ ANSWERER_BASE_URL: 'https://llm.example/v1' })).toEqual(['ANSWERER_MODEL: required when ANSWERER_BASE_URL is set']);
    expect(problemsOf({ ANSWERER_MODEL: 'm', ANSWERER_API_KEY: 'k' })).toEqual(['ANSWERER_API_KEY: only with ANSWERER_BASE_URL', 'ANSWERER_MODEL: only with ANSWERER_BASE_URL']);
    expect(loadConfig({ ANSWERER_BASE_URL: 'http://127.0.0.1:11434/v1/', ANSWERER_MODEL: 'qwen2.5' }).answerer).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'qwen2.5',
      timeoutMs: 20_000,
    });
    expect(loadConfig({}).askAnswerHours).toBe(72);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(problemsOf({ REDIS_URL: 'http://127.0.0.1:6379' })).toEqual(['REDIS_URL: must be a redis:// URL']);
  });

  it('needs both WECHAT_APP_ID and WECHAT_APP_SECRET for the OAuth exchange', () => {
    expect(problemsOf({ WECHAT_APP_ID: 'wx0123456789abcdef' })).toEqual(['WECHAT_APP_SECRET: required with WECHAT_APP_ID']);
    expect(problemsOf({ WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef' })).toEqual(['WECHAT_APP_ID: required with WECHAT_APP_SECRET']);
    expect(problemsOf({ PUBLIC_BASE_URL: 'https://[bad' })).toEqual(['PUBLIC_BASE_URL: must be an http:// or https:// URL']);
    expect(problemsOf({ WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef', WECHAT_APP_ID: 'not-an-app-id' })).toEqual(['WECHAT_APP_ID: must be an appId (wx…)']);
    // The emulated WeChat (tests and demos) needs no secret, and the ticket key is a secret's length.
    expect(loadConfig({ WECHAT_PROVIDER: 'emulated' }).wechat).toEqual({ provider: 'emulated', appId: 'wx0emulated0000' });
    expect(problemsOf({ IDENTITY_TICKET_SECRET: 'short' })).toEqual(['IDENTITY_TICKET_SECRET: must be at least 16 characters']);
  });
});
