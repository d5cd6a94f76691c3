import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient } from '@tongxin/api-client';

/**
 * The apps' own api-client, sending through `app.inject` instead of the network: what the page
 * would send, answered by the real server. `headers` go with every request (e.g. a client address).
 */
export function injectApiClient(app: FastifyInstance, headers: Record<string, string> = {}): ApiClient {
  const fetchViaInject: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const sent: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      sent[name] = value;
    });
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: { ...sent, ...headers },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(reply.body, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? '') } });
  };
  return createApiClient({ fetch: fetchViaInject });
}

/**
 * Installs an XMLHttpRequest (the upload helper's transport) that posts through `app.inject`:
 * the multipart body is encoded exactly as a browser would (FormData through a Request), progress
 * is reported once at the end. Returns the uninstall.
 */
export function installInjectXhr(app: FastifyInstance): () => void {
  class InjectXhr {
    status = 0;
    readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private aborted = false;

    open(_method: string, url: string) {
      this.url = url;
    }

    abort() {
      this.aborted = true;
    }

    send(body: FormData) {
      void (async () => {
        const request = new Request('http://local/', { method: 'POST', body });
        const payload = Buffer.from(await request.arrayBuffer());
        const target = new URL(this.url);
        const reply = await app.inject({
          method: 'POST',
          url: `${target.pathname}${target.search}`,
          headers: { host: target.host, 'content-type': request.headers.get('content-type') ?? '' },
          payload,
        });
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: payload.length, total: payload.length });
        this.status = reply.statusCode;
        this.onload?.();
      })().catch(() => {
        this.status = 0;
        this.onerror?.();
      });
    }
  }
  const previous = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = InjectXhr;
  return () => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = previous;
  };
}
