import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayBase } from './display';

describe('displayBase: the links printed at start', () => {
  it('prefers PUBLIC_BASE_URL, else shows a wildcard listen address as loopback', () => {
    expect(displayBase({ host: '0.0.0.0', publicBaseUrl: 'https://zs.example.org' }, 8080)).toBe('https://zs.example.org');
    expect(displayBase({ host: '0.0.0.0', publicBaseUrl: undefined }, 8080)).toBe('http://127.0.0.1:8080');
    expect(displayBase({ host: '::', publicBaseUrl: undefined }, 81)).toBe('http://[::1]:81');
    expect(displayBase({ host: '127.0.0.1', publicBaseUrl: undefined }, 8080)).toBe('http://127.0.0.1:8080');
    expect(displayBase({ host: '::1', publicBaseUrl: undefined }, 8080)).toBe('http://[::1]:8080');
    expect(displayBase({ host: 'h5.tongxin.local', publicBaseUrl: undefined }, 80)).toBe('http://h5.tongxin.local:80');
  });
});

describe('the server process', () => {
  let blocker: Server;
  let port = 0;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tongxin-main-'));
    blocker = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    const address = blocker.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((done) => blocker.close(done));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits with code 1 and the reason when the port is taken, after closing the database', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, COMMUNITY_DIST: dataDir, UNIVERSITY_DIST: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('EADDRINUSE');
    expect(output).not.toContain('Tongxin is ready');
    expect(output).not.toMatch(/unhandled/i);
  }, 120_000);
});
