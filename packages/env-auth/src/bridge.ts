import * as z from 'zod/mini';
import { IdentityError } from './identity-error';

/**
 * The native app's bridge as the page sees it: one asynchronous call per method. The app injects
 * it as `window.clientBridge`; a method may answer synchronously or with a promise, with an
 * object or its JSON text.
 */
export interface NativeBridge {
  call(method: string, payload?: Record<string, unknown>): unknown;
}

/** Methods the page calls on the bridge. */
export const BRIDGE_METHODS = { userInfo: 'getUserInfo' } as const;

/** How long the app may take to answer before the page gives up. */
export const DEFAULT_BRIDGE_TIMEOUT_MS = 5000;

/**
 * App user info (spec §3), plus the app's version code when the app sends one, and the identity
 * ticket its backend signed for this user (`ticket`), which the server exchanges for a member
 * session: the rid alone proves nothing to the server.
 */
export interface AppUserInfo {
  iid: number | null;
  rid: string;
  uid: string | null;
  headImg: string | null;
  signature: string | null;
  nick_name: string | null;
  versionCode: number | null;
  ticket: string | null;
}

const text = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v) => (v == null || String(v).trim() === '' ? null : String(v))),
);

const appUserInfoSchema = z.object({
  iid: z.pipe(text, z.transform((v) => (v != null && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null))),
  rid: z.pipe(text, z.string()),
  uid: text,
  headImg: text,
  signature: text,
  nick_name: text,
  versionCode: z.pipe(text, z.transform((v) => (v != null && /^\d{1,10}$/.test(v) ? Number(v) : null))),
  ticket: z.pipe(text, z.transform((v) => (v != null && v.length <= 2000 ? v : null))),
});

/** The bridge the app injected as `window.clientBridge`, or null outside the app. */
export function resolveNativeBridge(
  win: Window | null = globalThis.window ?? null,
): NativeBridge | null {
  const candidate = (win as (Window & { clientBridge?: unknown }) | null)?.clientBridge;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const call = (candidate as { call?: unknown }).call;
  if (typeof call !== 'function') return null;
  return { call: (method, payload) => call.call(candidate, method, payload) as unknown };
}

/**
 * Calls one bridge method with a deadline; every failure (no bridge, a throw, a rejection, no
 * answer in time) becomes an IdentityError of kind 'bridge' with the readable message.
 */
export async function callBridge(
  bridge: NativeBridge | null,
  method: string,
  payload?: Record<string, unknown>,
  timeoutMs: number = DEFAULT_BRIDGE_TIMEOUT_MS,
): Promise<unknown> {
  if (!bridge)
    throw new IdentityError('bridge', { cause: new Error('window.clientBridge is missing') });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`bridge ${method} gave no answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      Promise.resolve().then(() => bridge.call(method, payload)),
      deadline,
    ]);
  } catch (cause) {
    throw new IdentityError('bridge', { cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The app user's info from the bridge; an answer without a rid is a failure, since rid is what
 * the app webview identifies the visitor by (spec §6).
 *
 * @example
 * const info = await readAppUserInfo(resolveNativeBridge()); // throws IdentityError('bridge')
 */
export async function readAppUserInfo(
  bridge: NativeBridge | null,
  timeoutMs: number = DEFAULT_BRIDGE_TIMEOUT_MS,
): Promise<AppUserInfo> {
  let answer = await callBridge(bridge, BRIDGE_METHODS.userInfo, undefined, timeoutMs);
  if (typeof answer === 'string') {
    try {
      answer = JSON.parse(answer) as unknown;
    } catch (cause) {
      throw new IdentityError('bridge', { cause });
    }
  }
  const parsed = appUserInfoSchema.safeParse(answer);
  if (!parsed.success) throw new IdentityError('bridge', { cause: parsed.error });
  return parsed.data;
}
