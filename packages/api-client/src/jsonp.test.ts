import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, defineCall, JSONP_CALLBACK_PREFIX, JSONP_LATE_REPLY_MS, jsonp, jsonpCallbackName } from './index';

const holder = globalThis as unknown as Record<string, unknown>;

function pendingScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')];
}

/** The script the transport added, and the callback name it put in the URL. */
function lastRequest(): { script: HTMLScriptElement; url: URL; callback: string } {
  const script = pendingScripts().at(-1);
  if (!script) throw new Error('no script element was added');
  const url = new URL(script.src);
  return { script, url, callback: url.searchParams.getAll('callback').at(-1) ?? '' };
}

/** Answers as the gateway's script would: by calling the named global. */
function answer(callback: string, body: unknown): void {
  const fn = holder[callback];
  if (typeof fn !== 'function') throw new Error(`no global ${callback}`);
  (fn as (value: unknown) => void)(body);
}

/**
 * The request a client call adds: the client loads the JSONP transport on first use (a dynamic
 * import), so its script appears after that import settles.
 */
async function clientRequest(): Promise<ReturnType<typeof lastRequest>> {
  const before = pendingScripts().at(-1);
  await vi.dynamicImportSettled();
  for (let i = 0; i < 100 && pendingScripts().at(-1) === before; i += 1) await Promise.resolve();
  return lastRequest();
}

function callbackGlobals(): string[] {
  return Object.keys(holder).filter((key) => key.startsWith(JSONP_CALLBACK_PREFIX));
}

afterEach(() => {
  vi.useRealTimers();
  for (const script of pendingScripts()) script.remove();
});

const sysStat = defineCall({
  name: 'test.sys.stat',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/sys/stat',
  params: z.object({ iid: z.number(), type: z.string() }),
  result: z.object({ pv: z.number() }),
});

describe('jsonp', () => {
  it('generates a fresh callback name per call, never from input', () => {
    const names = new Set(Array.from({ length: 50 }, () => jsonpCallbackName()));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^__tongxinJsonp_[0-9a-z]+_[0-9a-f]{12}$/);
  });

  it('resolves with the body the script passes, then removes the script and the global', async () => {
    const reply = jsonp('https://gw.example.org/h5/getjsonp?uri=%2Fv1%2Fsys%2Fstat&callback=evil', { timeoutMs: 1000 });
    const { script, url, callback } = lastRequest();
    expect(url.searchParams.getAll('callback')).toEqual([callback]);
    expect(url.searchParams.get('uri')).toBe('/v1/sys/stat');
    expect(callback.startsWith(JSONP_CALLBACK_PREFIX)).toBe(true);
    expect(script.isConnected).toBe(true);
    expect(typeof holder[callback]).toBe('function');
    answer(callback, { t: { pv: 3 } });
    await expect(reply).resolves.toEqual({ t: { pv: 3 } });
    expect(script.isConnected).toBe(false);
    expect(callback in holder).toBe(false);
  });

  it('times out with a transport error, removes the script, and drops the callback later', async () => {
    vi.useFakeTimers();
    const reply = jsonp('https://gw.example.org/h5/getjsonp', { timeoutMs: 15_000, call: 'x' }).catch((e: unknown) => e);
    const { script, callback } = lastRequest();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await reply).toMatchObject({ kind: 'transport', message: '系统繁忙，请稍后再试', call: 'x' });
    expect(script.isConnected).toBe(false);
    // Kept as a no-op for a reply already on its way, then removed.
    expect(typeof holder[callback]).toBe('function');
    await vi.advanceTimersByTimeAsync(JSONP_LATE_REPLY_MS);
    expect(callback in holder).toBe(false);
  });

  it('takes a reply that arrives after the timeout without an error in the page', async () => {
    vi.useFakeTimers();
    const reply = jsonp('https://gw.example.org/h5/getjsonp', { timeoutMs: 1000 }).catch((e: unknown) => e);
    const { callback } = lastRequest();
    await vi.advanceTimersByTimeAsync(1000);
    // What the late script runs: `callback({...})`. A deleted global would throw here.
    expect(() => answer(callback, { t: { pv: 1 } })).not.toThrow();
    expect(await reply).toMatchObject({ kind: 'transport' });
    expect(callback in holder).toBe(false);
  });

  it('takes a reply that arrives after an abort, and still rejects with the abort', async () => {
    const controller = new AbortController();
    const reply = jsonp('https://gw.example.org/h5/getjsonp', { timeoutMs: 1000, signal: controller.signal }).catch((e: unknown) => e);
    const { callback } = lastRequest();
    controller.abort();
    expect(() => answer(callback, { t: { pv: 1 } })).not.toThrow();
    expect(await reply).toMatchObject({ name: 'AbortError' });
    expect(callbackGlobals()).toHaveLength(0);
  });

  it('fails as transport when the script cannot load or loads without calling back', async () => {
    const failed = jsonp('https://gw.example.org/a', { timeoutMs: 1000 }).catch((e: unknown) => e);
    lastRequest().script.dispatchEvent(new Event('error'));
    expect(await failed).toBeInstanceOf(ApiError);
    const silent = jsonp('https://gw.example.org/b', { timeoutMs: 1000 }).catch((e: unknown) => e);
    lastRequest().script.dispatchEvent(new Event('load'));
    expect(await silent).toMatchObject({ kind: 'transport' });
    expect(pendingScripts()).toHaveLength(0);
    expect(callbackGlobals()).toHaveLength(0);
  });

  it('rejects with the abort reason and cleans up on abort', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const reply = jsonp('https://gw.example.org/c', { timeoutMs: 1000, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await reply).toMatchObject({ name: 'AbortError' });
    expect(pendingScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(JSONP_LATE_REPLY_MS);
    expect(callbackGlobals()).toHaveLength(0);
  });
});

describe('a client with the JSONP transport', () => {
  it('is not used by a fetch client: no script is added to the page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"t":{"pv":1}}'));
    await createApiClient({ fetch: fetchMock }).call(sysStat, { iid: 1000, type: 'pv' });
    expect(pendingScripts()).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends gateway calls as a script, decodes and parses the reply', async () => {
    const client = createApiClient({ transport: 'jsonp', baseUrl: 'https://gw.example.org', gatewayDomain: 'h5.tongxin.org' });
    const result = client.call(sysStat, { iid: 1000, type: 'pv' });
    const { url, callback } = await clientRequest();
    expect(url.origin + url.pathname).toBe('https://gw.example.org/h5/getjsonp');
    expect(url.searchParams.get('uri')).toBe('/v1/sys/stat');
    expect(url.searchParams.get('domain')).toBe('h5.tongxin.org');
    expect(url.searchParams.get('type')).toBe('pv');
    answer(callback, { t: { pv: 12 } });
    await expect(result).resolves.toEqual({ pv: 12 });
  });

  it('turns a code in the reply into a server error', async () => {
    const client = createApiClient({ transport: 'jsonp' });
    const result = client.call(sysStat, { iid: 1000, type: 'pv' });
    answer((await clientRequest()).callback, { code: 9, msg: '参数错误' });
    await expect(result).rejects.toMatchObject({ kind: 'server', code: 9, message: '参数错误' });
  });

  it('retries a timed-out GET once with a new callback, then fails', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ transport: 'jsonp', timeoutMs: 100 });
    const result = client.call(sysStat, { iid: 1000, type: 'pv' }).catch((e: unknown) => e);
    const first = (await clientRequest()).callback;
    await vi.advanceTimersByTimeAsync(100);
    const second = lastRequest().callback;
    expect(second).not.toBe(first);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toMatchObject({ kind: 'transport' });
    await vi.advanceTimersByTimeAsync(JSONP_LATE_REPLY_MS);
    expect(callbackGlobals()).toHaveLength(0);
  });
});
