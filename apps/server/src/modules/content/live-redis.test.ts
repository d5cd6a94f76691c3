import { content } from '@tongxin/api-client/catalogue';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../testing/contract';
import { ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';

const IID = 1000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers (it runs beside the test database on the CI machine). */
const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

/** Reads a server-sent events stream until it holds `text`; returns all it read. */
async function readUntil(reader: ReadableStreamDefaultReader<string>, text: string): Promise<string> {
  let seen = '';
  while (!seen.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${text}`);
    seen += value;
  }
  return seen;
}

describe.skipIf(!redisUp)('live rooms across two instances on one Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp('pglite', { env: { REDIS_URL } }), startTestApp('pglite', { env: { REDIS_URL } })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers a comment stored by one instance to the members watching through the other, once each', async () => {
    const room = ok(await send(a.app, content.liveList, { iid: IID, status: 'live' })).list.find((r) => r.price === 0)!;
    const [onA, onB] = await Promise.all([a.app.listen({ host: '127.0.0.1', port: 0 }), b.app.listen({ host: '127.0.0.1', port: 0 })]);
    const controller = new AbortController();
    try {
      const open = async (base: string) => {
        const response = await fetch(`${base}/api/content/live/${room.id}/events?iid=${IID}`, { signal: controller.signal });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        await readUntil(reader, 'retry: 2000');
        return reader;
      };
      const [watchA, watchB] = [await open(onA), await open(onB)];
      const { token } = await signUp(a.app, IID, '13729990001');
      const said = ok(await send(a.app, content.liveComment, { iid: IID, token, id: room.id, content: '两台服务器都能看到' }));
      const seenB = await readUntil(watchB, '两台服务器都能看到');
      expect(seenB).toContain(`id: ${said.id}`);
      // The instance that stored it hears it through Redis too, and only once.
      const sentinel = ok(await send(b.app, content.liveComment, { iid: IID, token: (await signUp(b.app, IID, '13729990002')).token, id: room.id, content: '从第二台发出' }));
      const seenA = await readUntil(watchA, '从第二台发出');
      expect(seenA.split('两台服务器都能看到').length - 1).toBe(1);
      expect(seenA).toContain(`id: ${sentinel.id}`);
    } finally {
      controller.abort();
    }
  });
});
