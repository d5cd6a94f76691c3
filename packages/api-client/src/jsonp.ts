import { ApiError } from './errors';

export interface JsonpOptions {
  /** Reject with a transport error after this long. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** The query parameter that names the callback. */
  readonly callbackParam?: string;
  /** The call's logical name, carried by the errors. */
  readonly call?: string;
}

/** The prefix of every generated callback name, so a test or a CSP report can recognise them. */
export const JSONP_CALLBACK_PREFIX = '__tongxinJsonp_';

let sequence = 0;

function randomPart(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A callback name of our own: never taken from input, so a reply cannot pick which global it
 * calls, and unguessable, so a stale or foreign script cannot answer for another call.
 */
export function jsonpCallbackName(): string {
  sequence += 1;
  return `${JSONP_CALLBACK_PREFIX}${sequence.toString(36)}_${randomPart()}`;
}

type CallbackHolder = Record<string, unknown>;

/**
 * How long a timed-out or aborted call's callback stays defined, as a no-op, for a late reply.
 * Removing the script element does not stop a browser that already fetches it from running it,
 * and a reply calling a deleted global throws a ReferenceError in the page.
 */
export const JSONP_LATE_REPLY_MS = 120_000;

/**
 * Loads `url` as a script whose reply calls a generated global callback. The script element
 * is removed whatever the outcome (reply, script error, timeout or abort), and so is the
 * callback, except after a timeout or an abort: the reply may still arrive, so the callback
 * becomes a no-op until it is called or `JSONP_LATE_REPLY_MS` pass.
 * Resolves with the reply as the script passed it; rejects with a transport ApiError, or with
 * the signal's reason on abort.
 *
 * @example
 * const body = await jsonp('https://gw.example.org/h5/getjsonp?uri=%2Fv1%2Fsys%2Fstat', { timeoutMs: 15000 });
 */
export function jsonp(url: string, options: JsonpOptions): Promise<unknown> {
  const { timeoutMs, signal, callbackParam = 'callback', call } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const holder = globalThis as unknown as CallbackHolder;
  const name = jsonpCallbackName();
  const script = document.createElement('script');

  return new Promise<unknown>((resolve, reject) => {
    let settled = false;

    /** The reply may still come (timeout, abort): leave a no-op to take it, and drop it later. */
    const awaitLateReply = () => {
      const removeLater = setTimeout(() => {
        if (holder[name] === lateReply) delete holder[name];
      }, JSONP_LATE_REPLY_MS);
      const lateReply = () => {
        clearTimeout(removeLater);
        delete holder[name];
      };
      holder[name] = lateReply;
    };

    const finish = (outcome: () => void, replyMayFollow = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      script.onload = null;
      script.onerror = null;
      script.remove();
      if (replyMayFollow) awaitLateReply();
      else delete holder[name];
      outcome();
    };
    const onAbort = () => finish(() => reject(signal?.reason), true);

    holder[name] = (body: unknown) => finish(() => resolve(body));
    // A script that loads without calling back did not answer in JSONP; one that failed to load
    // never runs. Either way nothing can call back any more.
    script.onload = () => finish(() => reject(ApiError.transport(call, new Error('reply did not call back'))));
    script.onerror = () => finish(() => reject(ApiError.transport(call, new Error('script failed to load'))));
    const timer = setTimeout(
      () => finish(() => reject(ApiError.transport(call, new Error(`timed out after ${timeoutMs} ms`))), true),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });

    // set, not append: a callback already in the URL must not be the one the gateway answers.
    const target = new URL(url, document.baseURI);
    target.searchParams.set(callbackParam, name);
    script.src = target.href;
    script.async = true;
    (document.head ?? document.documentElement).appendChild(script);
  });
}
