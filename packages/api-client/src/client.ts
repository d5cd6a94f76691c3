import type * as z from 'zod/mini';
import { decodeBody, decodeReply } from './decode';
import { callKind, type CallDeclaration, type CallMethod, type CallParams, type CallResult, type CallTransport } from './define';
import { ApiError } from './errors';
import type * as JsonpTransport from './jsonp';
import { appendParams, withQuery } from './query-string';

/** What the app tells the client; nothing is read from globals but `fetch` and `document`. */
export interface ApiClientConfig {
  /** Origin (and path prefix) put before every path: '' means the page's own origin. */
  readonly baseUrl?: string;
  /** Base of the shared /api helper (spec §9: /api). */
  readonly apiBase?: string;
  /** Path of the gateway (spec §7: /h5/getjsonp). */
  readonly gatewayPath?: string;
  /** The `domain` sent with every gateway call; a getter is read on each call. Omitted when empty. */
  readonly gatewayDomain?: string | (() => string | undefined);
  /** Read on each gateway call: true sends f=2 (mini-program webview), false f=1. */
  readonly isMiniProgram?: () => boolean;
  /**
   * Read on each gateway call: the stored openid flag, sent as `u` when present. That is the
   * openid of the current tenant's WeChat user: `credentials.idsUser.read(iid)?.openid` from
   * @tongxin/env-auth (the key is per tenant and holds JSON, so not the raw `idsUser` item).
   */
  readonly getOpenidFlag?: () => string | null | undefined;
  /** How gateway calls travel: fetch (same origin, default) or JSONP (a gateway on another origin). */
  readonly transport?: 'fetch' | 'jsonp';
  /** Per attempt, in milliseconds (default 15000). */
  readonly timeoutMs?: number;
  /** Called once per rejected call whose reply carried code 1000001, before the call rejects. */
  readonly onSessionInvalid?: (error: ApiError) => void;
  /** The fetch to use (default: the global one, looked up on each call). */
  readonly fetch?: typeof fetch;
  /** Credentials mode of fetch calls (default 'same-origin'). */
  readonly credentials?: RequestCredentials;
}

export interface CallOptions {
  /** Aborts the call: it rejects with the signal's reason and is not retried. */
  readonly signal?: AbortSignal;
  /** Overrides the client's timeout for this call, per attempt. */
  readonly timeoutMs?: number;
}

/** A call without a declaration: the reply is decoded by the one rule but not parsed by a schema. */
export interface RawCall {
  readonly transport: CallTransport;
  readonly uri: string;
  readonly method: CallMethod;
  readonly params?: unknown;
  /** Logical name carried by errors (default: the uri). */
  readonly name?: string;
  /** Whether a transport failure is retried once (default: GET only). */
  readonly retry?: boolean;
}

export interface ApiClient {
  /**
   * Sends a declared call: params are checked against the declaration, the reply is decoded
   * by the one rule and parsed with the declared result schema.
   */
  call<C extends CallDeclaration>(declaration: C, params: CallParams<C>, options?: CallOptions): Promise<CallResult<C>>;
  /** Sends an undeclared call; resolves with the decoded reply. */
  send(call: RawCall, options?: CallOptions): Promise<unknown>;
  /** GET a path under the API base with a query string. */
  apiGet(path: string, params?: unknown, options?: CallOptions): Promise<unknown>;
  /** POST JSON (as text/plain) to a path under the API base. */
  apiPost(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  /** The URL a call would be sent to (GET), e.g. for a link or a test. */
  urlFor(call: Pick<RawCall, 'transport' | 'uri' | 'params'>): string;
  /** Registers another session-invalid hook; returns its removal. */
  onSessionInvalid(hook: (error: ApiError) => void): () => void;
}

/**
 * The JSONP transport, loaded on first use: the apps call a same-origin gateway with fetch, so
 * their first load never carries it (a bundler splits a dynamic import into its own chunk).
 */
let jsonpTransport: Promise<typeof JsonpTransport> | undefined;
function loadJsonp(): Promise<typeof JsonpTransport> {
  jsonpTransport ??= import('./jsonp');
  return jsonpTransport;
}

/** Default per-attempt timeout (15 s). */
export const DEFAULT_TIMEOUT_MS = 15_000;

interface Reply {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

function issuesText(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/**
 * Creates the client an app uses for every call. Gateway calls go as
 * `GET {gatewayPath}?domain&uri&...params&f&u`; /api calls as GET with a query string or POST with
 * JSON sent as text/plain (a simple request: no CORS preflight). A GET is retried once on a
 * transport failure (network error, 5xx, timeout); a POST, or any call declared a mutation, never.
 *
 * @example
 * const client = createApiClient({
 *   gatewayDomain: () => location.hostname,
 *   isMiniProgram: () => currentEnvironment().environment === 'miniprogram',
 *   // u is the openid of the current tenant's WeChat user (env-auth stores it as JSON under idsUser:{iid})
 *   getOpenidFlag: () => credentials.idsUser.read(iid)?.openid ?? null,
 *   onSessionInvalid: () => { clearCredentials(); navigate('/app/university/frame/personal'); },
 * });
 * const account = await client.call(memberCoinAccount, { iid: 1000, token });
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  const apiBase = config.apiBase ?? '/api';
  const gatewayPath = config.gatewayPath ?? '/h5/getjsonp';
  const defaultTimeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sessionHooks = new Set<(error: ApiError) => void>();
  if (config.onSessionInvalid) sessionHooks.add(config.onSessionInvalid);

  function gatewayQuery(uri: string, params: unknown): URLSearchParams {
    const query = new URLSearchParams();
    const domain = typeof config.gatewayDomain === 'function' ? config.gatewayDomain() : config.gatewayDomain;
    if (domain) query.set('domain', domain);
    query.set('uri', uri);
    appendParams(query, params);
    query.set('f', config.isMiniProgram?.() ? '2' : '1');
    const flag = config.getOpenidFlag?.();
    if (flag !== undefined && flag !== null && flag !== '') query.set('u', flag);
    return query;
  }

  function urlFor(call: Pick<RawCall, 'transport' | 'uri' | 'params'>): string {
    if (call.transport === 'gateway') return withQuery(`${baseUrl}${gatewayPath}`, gatewayQuery(call.uri, call.params));
    return withQuery(`${baseUrl}${apiBase}${call.uri}`, appendParams(new URLSearchParams(), call.params));
  }

  async function fetchOnce(url: string, init: RequestInit, name: string, timeoutMs: number, signal?: AbortSignal): Promise<Reply> {
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const fetchImpl = config.fetch ?? globalThis.fetch;
      const response = await fetchImpl(url, { ...init, credentials: config.credentials ?? 'same-origin', signal: controller.signal });
      // Reading the body stays under the same timeout: a stalled body is as dead as no reply.
      const text = await response.text();
      return { status: response.status, ok: response.ok, text };
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      throw ApiError.transport(name, timedOut ? new Error(`timed out after ${timeoutMs} ms`) : cause);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function decodeHttp(reply: Reply, name: string): unknown {
    if (reply.status >= 500) throw ApiError.transport(name, new Error(`HTTP ${reply.status}`));
    if (reply.ok) return decodeReply(reply.text, name);
    // A 4xx is the server's answer only when it carries a code; anything else (a proxy's page,
    // an empty 404) is a transport failure to the user.
    let decoded: unknown;
    try {
      decoded = decodeReply(reply.text, name);
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'schema') throw error;
      throw ApiError.transport(name, error);
    }
    throw ApiError.transport(name, new Error(`HTTP ${reply.status}: ${JSON.stringify(decoded)}`));
  }

  async function attempt(call: RawCall, name: string, timeoutMs: number, signal?: AbortSignal): Promise<unknown> {
    if (call.transport === 'gateway' && config.transport === 'jsonp') {
      const { jsonp } = await loadJsonp();
      const body = await jsonp(urlFor(call), { timeoutMs, signal, call: name });
      return decodeBody(body, name);
    }
    // The gateway takes every call as a GET (spec §7); only /api calls are ever POSTed.
    if (call.transport === 'api' && call.method === 'POST') {
      const init: RequestInit = {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(call.params ?? {}),
      };
      return decodeHttp(await fetchOnce(`${baseUrl}${apiBase}${call.uri}`, init, name, timeoutMs, signal), name);
    }
    const reply = await fetchOnce(urlFor(call), { method: 'GET' }, name, timeoutMs, signal);
    return decodeHttp(reply, name);
  }

  function notifySession(error: ApiError): void {
    for (const hook of sessionHooks) {
      try {
        hook(error);
      } catch {
        // A failing hook must not hide the session error from the caller.
      }
    }
  }

  async function send(call: RawCall, options: CallOptions = {}): Promise<unknown> {
    const name = call.name ?? call.uri;
    const timeoutMs = options.timeoutMs ?? defaultTimeout;
    const attempts = (call.retry ?? call.method === 'GET') ? 2 : 1;
    for (let index = 1; ; index += 1) {
      try {
        return await attempt(call, name, timeoutMs, options.signal);
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'session') notifySession(error);
        const retry = error instanceof ApiError && error.kind === 'transport' && index < attempts && !options.signal?.aborted;
        if (!retry) throw error;
      }
    }
  }

  async function call<C extends CallDeclaration>(declaration: C, params: CallParams<C>, options?: CallOptions): Promise<CallResult<C>> {
    const checked = declaration.params.safeParse(params);
    if (!checked.success) {
      throw new ApiError('schema', `params of ${declaration.name} do not match its declaration: ${issuesText(checked.error)}`, {
        call: declaration.name,
        cause: checked.error,
      });
    }
    const decoded = await send(
      {
        transport: declaration.transport,
        uri: declaration.uri,
        method: declaration.method,
        params: checked.data,
        name: declaration.name,
        retry: declaration.method === 'GET' && callKind(declaration) === 'query',
      },
      options,
    );
    const parsed = declaration.result.safeParse(decoded);
    if (!parsed.success) {
      throw new ApiError('schema', `reply of ${declaration.name} does not match its declaration: ${issuesText(parsed.error)}`, {
        call: declaration.name,
        cause: parsed.error,
      });
    }
    return parsed.data as CallResult<C>;
  }

  return {
    call,
    send,
    apiGet: (path, params, options) => send({ transport: 'api', method: 'GET', uri: path, params, name: path }, options),
    apiPost: (path, body, options) => send({ transport: 'api', method: 'POST', uri: path, params: body, name: path }, options),
    urlFor,
    onSessionInvalid(hook) {
      sessionHooks.add(hook);
      return () => {
        sessionHooks.delete(hook);
      };
    },
  };
}
