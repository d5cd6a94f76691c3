import { spawn, type ChildProcess } from 'node:child_process';
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test } from '../../../support/fixtures';

/** The IDENTITY_TICKET_SECRET of the identity server: the e2e plays the app's backend with it. */
export const TICKET_SECRET = 'e2e-identity-ticket-secret-0123';

const serverDir = resolve(import.meta.dirname, '..', '..', '..', '..', 'apps', 'server');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface IdentityServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for the identity journeys (the build the global setup made, a fresh
 * database): WeChat emulated (WECHAT_PROVIDER=emulated: its authorise page answers at once for the
 * browser's WeChat user) and tickets checked with TICKET_SECRET. The shared server has neither, so
 * the other specs' WeChat visitors go on as in a plain browser.
 */
export async function startIdentityServer(): Promise<IdentityServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tongxin-e2e-identity-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMS_EXPOSE_CODES: '1',
    WECHAT_PROVIDER: 'emulated',
    IDENTITY_TICKET_SECRET: TICKET_SECRET,
  };
  delete env.DATABASE_URL;
  const server: ChildProcess = spawn(process.execPath, ['dist/main.js'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the identity server did not start in 180 s:\n${output}`)), 180_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('/app/university/frame/home')) {
        clearTimeout(timer);
        ready();
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the identity server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.removeAllListeners('exit');
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A ticket as the native app's or a mini-program's backend signs it for its user (apps/server/src/providers/identity-ticket.ts). */
function signedTicket(provider: 'app' | 'miniprogram', sub: string, nickname: string): string {
  const claims = { iid: 1000, provider, sub, nickname, exp: Math.floor(Date.now() / 1000) + 300 };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', TICKET_SECRET).update(body).digest('base64url')}`;
}

/** The native app's ticket for its user (rid). */
export const appTicket = (rid: string, nickname: string) => signedTicket('app', rid, nickname);

/** A mini-program's ticket for its WeChat user (openid), as its backend signs it after code2session. */
export const miniProgramTicket = (openid: string, nickname: string) => signedTicket('miniprogram', openid, nickname);

/**
 * The identity server's emulated mini-program (WECHAT_PROVIDER=emulated) plays wx.login and
 * wx.getWeRunData for its user: a code, and the steps of each day encrypted with that user's session
 * key as WeChat does (AES-128-CBC, PKCS#7, base64; the watermark names the mini-program).
 */
export async function werunAnswer(request: APIRequestContext, openid: string, days: [day: string, steps: number][]): Promise<{ code: string; encryptedData: string; iv: string }> {
  const login = (await (await request.post('/api/dev/wechat/mini/login', { data: { openid } })).json()) as { t: { code: string; sessionKey: string; appId: string } };
  const data = {
    stepInfoList: days.map(([day, step]) => ({ timestamp: Date.parse(`${day}T00:00:00+08:00`) / 1000, step })),
    watermark: { appid: login.t.appId, timestamp: Math.floor(Date.now() / 1000) },
  };
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(login.t.sessionKey, 'base64'), iv);
  const encryptedData = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]).toString('base64');
  return { code: login.t.code, encryptedData, iv: iv.toString('base64') };
}

/**
 * The tests of a journey that needs the identity server (emulated WeChat, app tickets): one server
 * per worker, and every page and request of the test goes to it.
 */
export const identityTest = test.extend<object, { identityServer: IdentityServer }>({
  identityServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from the pattern
    async ({}, use) => {
      const server = await startIdentityServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ identityServer }, use) => {
    await use(identityServer.url);
  },
});
