import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { member } from '@tongxin/api-client';
import { defineCall } from '@tongxin/api-client/define';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { gatewayCall, smsCode } from '../testing/member';
import { call } from '../testing/harness';
import { defineModule, implement } from '../platform/module';
import { z } from 'zod';
import { requestLogUrl } from './log';

/** A call whose handler fails: the 500 every log mode must record. */
const failing = defineCall({ name: 'test.logFails', transport: 'api', method: 'GET', uri: '/test/log-fails', params: z.object({}), result: z.boolean() });
const probe = defineModule({
  name: 'log-probe',
  calls: [
    implement(failing, async () => {
      throw new Error('the handler failed');
    }),
  ],
});

describe('requestLogUrl', () => {
  it('keeps only the uri of a gateway call: its params may be credentials', () => {
    expect(requestLogUrl('/h5/getjsonp?domain=x&uri=%2Fv1%2FregisterV2%2FregisterByMobile&verifyCode=123456&loginName=13800138000&password=s3cret&iid=1000')).toBe(
      '/h5/getjsonp?uri=%2Fv1%2FregisterV2%2FregisterByMobile',
    );
    expect(requestLogUrl('/h5/getjsonp')).toBe('/h5/getjsonp');
  });

  it('replaces credential values elsewhere and leaves other URLs alone', () => {
    expect(requestLogUrl('/api/userV2.profile?iid=1000&token=abcdef')).toBe('/api/userV2.profile?iid=1000&token=%5Bredacted%5D');
    expect(requestLogUrl('/app/index/1000')).toBe('/app/index/1000');
    expect(requestLogUrl('/api/vip/card/list?iid=1000')).toBe('/api/vip/card/list?iid=1000');
  });
});

describe('the request log (LOG_REQUESTS=1)', () => {
  const lines: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db);
    dataDir = mkdtempSync(join(tmpdir(), 'tongxin-log-'));
    const config = loadConfig({ DATA_DIR: dataDir, SMS_EXPOSE_CODES: '1', COMMUNITY_DIST: join(dataDir, 'none'), UNIVERSITY_DIST: join(dataDir, 'none') });
    app = await createApp({ db: database.db, config, smsLog: () => undefined, modules: [probe], logger: { stream: { write: (line) => void lines.push(line) } } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never records the password of the spec's member.registerByMobile, nor a member's token", async () => {
    const mobile = '13800139001';
    const password = 'never-in-a-log-0';
    const verifyCode = await smsCode(app, mobile);
    const signedUp = await gatewayCall(app, member.registerByMobile, { verifyCode, loginName: mobile, password, iid: 1000 });
    const token = signedUp.result?.token ?? '';
    expect(token).not.toBe('');
    await call(app, member.profile, { iid: 1000, token });

    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined);
    // The requests were logged, each with its path.
    expect(urls).toContain('/h5/getjsonp?uri=%2Fv1%2FregisterV2%2FregisterByMobile');
    expect(urls.some((url) => url.startsWith('/api/userV2.profile?'))).toBe(true);
    const everything = lines.join('\n');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(verifyCode);
    expect(everything).not.toContain(token);
  });

  it('logs a 500 with the request id its reply names, as without LOG_REQUESTS (src/http/hostile-input.test.ts)', async () => {
    const before = lines.length;
    const reply = await app.inject({ method: 'GET', url: '/api/test/log-fails' });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('the handler failed');
    const requestId = String(reply.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    const errors = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; requestId?: string; err?: { message?: string; stack?: string } })
      .filter((line) => line.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ requestId, err: expect.objectContaining({ message: 'the handler failed', stack: expect.stringContaining('log.test.ts') }) })]);
  });
});
