import type * as z from 'zod/mini';

/** How a call travels: through the gateway (`GET /h5/getjsonp?uri=…`) or the `/api` helper. */
export type CallTransport = 'gateway' | 'api';
export type CallMethod = 'GET' | 'POST';
/** A read (cached, a query hook) or a write (a mutation hook, never retried by the transport). */
export type CallKind = 'query' | 'mutation';

/**
 * How a success travels (the decode rule reads both, spec §7):
 * - 't' (the community's): `{ t: result }`;
 * - 'code0' (the university service's): a code-0 envelope `{ code: 0, msg, … }` — a record's
 *   fields are the envelope's own (the result schema declares `code` and `msg` with them), a
 *   single value travels in `t`.
 */
export type CallEnvelope = 't' | 'code0';

/**
 * A refusal a call may answer: `{ code, msg }`. `status` is the HTTP status the server sends it
 * with (200 unless said: 400 for bad params, 429 for a rate limit), `msg` the words the server
 * sends when it has none more precise. The server throws these, the client compares `code`.
 */
export interface CallError {
  readonly code: number;
  readonly msg: string;
  readonly status?: number;
}

/** A call's own refusals, by name (`member.login.errors.notRegistered`). */
export type CallErrors = Readonly<Record<string, CallError>>;

/**
 * Declares a refusal once, for both sides.
 *
 * @example
 * const notRegistered = callError(1004, '该手机号尚未注册，请获取验证码完成注册');
 */
/*#__NO_SIDE_EFFECTS__*/
export function callError(code: number, msg: string, status?: number): CallError {
  return Object.freeze(status === undefined ? { code, msg } : { code, msg, status });
}

/**
 * How a paged list names its page number: the spec has both `pageNo` (content, items,
 * distribution) and `pageNumber` (shop coupons); the size is always `pageSize`.
 */
export interface CallPaging {
  readonly page: 'pageNo' | 'pageNumber';
  /** The page size sent when the caller gives none. */
  readonly defaultSize: number;
}

/**
 * Who may make a console call (the organiser console, `defineConsoleCall`): the server checks it
 * on every call before the handler runs, whatever the page showed.
 * - `roles`: the staff roles that may call it; a tenant's owner may make every tenant call, a
 *   platform operator every call.
 * - `scope`: 'tenant' acts in one tenant (the caller's own; an operator names it with `iid`),
 *   'platform' is the operators' alone (tenants), 'self' is the caller's own account.
 * - `money`: a money action (refund, payout, withdrawal, points or balance change): `reason` is required.
 */
export interface ConsoleRule {
  readonly roles: readonly string[];
  readonly scope: 'tenant' | 'platform' | 'self';
  readonly money: boolean;
}

export interface CallDeclaration<P extends z.ZodMiniType = z.ZodMiniType, R extends z.ZodMiniType = z.ZodMiniType> {
  /** Logical name, unique in the catalogue; the first part of every query key. */
  readonly name: string;
  readonly transport: CallTransport;
  /** The gateway uri, or the path under the API base for 'api' calls. */
  readonly uri: string;
  readonly method: CallMethod;
  readonly params: P;
  readonly result: R;
  /**
   * Read or write. Defaults to 'query' for GET and 'mutation' for POST; gateway writes travel
   * as GET, so they say 'mutation' here, which also keeps the transport from retrying them.
   */
  readonly kind?: CallKind;
  /** Present on paged lists: the infinite-query helpers read it. */
  readonly paging?: CallPaging;
  /** How a success travels; 't' when not given. */
  readonly envelope?: CallEnvelope;
  /** The `msg` of a code-0 success whose result carries none (a single value in `t`). */
  readonly okMsg?: string;
  /** The refusals this call answers besides the session error and bad params. */
  readonly errors?: CallErrors;
  /** Present on the organiser console's calls: who may make it (see `ConsoleRule`). */
  readonly console?: ConsoleRule;
}

export type CallParams<C extends CallDeclaration> = z.input<C['params']>;
export type CallResult<C extends CallDeclaration> = z.output<C['result']>;

/**
 * The kind a declaration resolves to: its own `kind`, else 'query' for GET and 'mutation' for
 * POST (the same rule as `callKind`, at the type level).
 */
export type ResolvedKind<M extends CallMethod, K extends CallKind | undefined> = K extends CallKind
  ? K
  : M extends 'GET'
    ? 'query'
    : 'mutation';

/**
 * A declaration as `defineCall` returns it: its kind is resolved and known to the type system,
 * so a write cannot be handed to a query hook (see `QueryDeclaration`).
 */
export type DeclaredCall<P extends z.ZodMiniType, R extends z.ZodMiniType, K extends CallKind, E extends CallErrors = CallErrors> = CallDeclaration<P, R> & {
  readonly kind: K;
  readonly envelope: CallEnvelope;
  readonly errors: E;
};

/** A read: a declaration that resolves to kind 'query' (the query hooks and options take these). */
export type QueryDeclaration = CallDeclaration & { readonly kind?: 'query' };

/** A write: a declaration that resolves to kind 'mutation'. */
export type MutationDeclaration = CallDeclaration & { readonly kind: 'mutation' };

/**
 * Declares a call once. The client sends it and parses its reply with `result`; the server
 * registers its handler against the same object, so the two cannot drift. The returned
 * declaration carries its resolved `kind` (given, else from the method).
 *
 * @example
 * export const getPageShow = defineCall({
 *   name: 'university.getPageShow', transport: 'api', method: 'GET', uri: '/university/page-show',
 *   params: z.object({ iid: z.coerce.number(), type: z.coerce.number() }),
 *   result: z.object({ page_show: z.array(z.object({ type: z.number() })) }),
 * });
 */
// No side effects: a bundle keeps only the declarations its pages use.
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<
  P extends z.ZodMiniType,
  R extends z.ZodMiniType,
  M extends CallMethod,
  K extends CallKind | undefined = undefined,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a call without refusals of its own
  E extends CallErrors = {},
>(
  declaration: CallDeclaration<P, R> & { readonly method: M; readonly kind?: K; readonly errors?: E },
): DeclaredCall<P, R, ResolvedKind<M, K>, E> {
  // callKind applies at run time the rule ResolvedKind states for the type.
  const declared: CallDeclaration<P, R> = Object.freeze({
    ...declaration,
    kind: callKind(declaration),
    envelope: declaration.envelope ?? 't',
    errors: Object.freeze({ ...declaration.errors }),
  });
  return declared as DeclaredCall<P, R, ResolvedKind<M, K>, E>;
}

/** Whether a declaration is a read (query) or a write (mutation); see `CallDeclaration.kind`. */
export function callKind(declaration: CallDeclaration): CallKind {
  return declaration.kind ?? (declaration.method === 'GET' ? 'query' : 'mutation');
}

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { safeParse?: unknown }).safeParse === 'function';
}

/** Whether a value is a call declaration (used to gather a module's declarations into a list). */
export function isCallDeclaration(value: unknown): value is CallDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof CallDeclaration, unknown>>;
  return (
    typeof v.name === 'string' &&
    (v.transport === 'gateway' || v.transport === 'api') &&
    typeof v.uri === 'string' &&
    (v.method === 'GET' || v.method === 'POST') &&
    isSchema(v.params) &&
    isSchema(v.result)
  );
}
