import type { CallDeclaration } from './declaration';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ReplyError } from './reply-error';

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler receives the params already parsed by the declaration and returns the reply body. */
export type CallHandler<D extends CallDeclaration> = (params: z.output<D['params']>, ctx: CallContext) => Promise<unknown>;

type AnyHandler = (params: unknown, ctx: CallContext) => Promise<unknown>;

export interface RegisterCallOptions {
  /**
   * Turns a params failure into a refusal of the area's own (e.g. the university answers 1000001
   * when rid or token is missing or malformed); undefined keeps the 400 `参数错误`.
   */
  invalidParams?: (error: z.ZodError) => ReplyError | undefined;
}

/** The gateway's table: uri → declaration + handler (GET /h5/getjsonp dispatches on it). */
export class GatewayRegistry {
  private readonly entries = new Map<string, { declaration: CallDeclaration; handler: AnyHandler; options: RegisterCallOptions }>();

  add(declaration: CallDeclaration, handler: AnyHandler, options: RegisterCallOptions = {}) {
    if (this.entries.has(declaration.uri)) throw new Error(`gateway uri registered twice: ${declaration.uri}`);
    this.entries.set(declaration.uri, { declaration, handler, options });
  }

  get(uri: string) {
    return this.entries.get(uri);
  }

  uris(): string[] {
    return [...this.entries.keys()];
  }
}

/** The params' first problem, in words a developer can act on. */
export function paramsProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  return `参数错误：${issue.path.join('.') || '(body)'} ${issue.message}`;
}

/** Parses params with the declaration, runs the handler and turns a ReplyError into its body. */
export async function runCall(
  declaration: CallDeclaration,
  handler: AnyHandler,
  input: unknown,
  ctx: CallContext,
  options: RegisterCallOptions = {},
): Promise<unknown> {
  const parsed = declaration.params.safeParse(input ?? {});
  if (!parsed.success) {
    const refusal = options.invalidParams?.(parsed.error);
    if (refusal) {
      ctx.reply.code(refusal.status);
      return { code: refusal.code, msg: refusal.message };
    }
    ctx.reply.code(400);
    return { code: 400, msg: paramsProblem(parsed.error) };
  }
  try {
    return await handler(parsed.data, ctx);
  } catch (error) {
    if (error instanceof ReplyError) {
      ctx.reply.code(error.status);
      return { code: error.code, msg: error.message };
    }
    throw error;
  }
}

/**
 * Serves a declared call: 'api' declarations at `/api{uri}` with their method (GET reads the
 * query string, POST the JSON body), 'gateway' declarations through the gateway's uri table.
 * Client and server share the declaration, so neither can drift from the other.
 *
 * @example
 * registerCall(app, gateway, getPageShow, async ({ iid, type }) => ({ code: 0, msg: 'ok', page_show: [] }));
 */
export function registerCall<D extends CallDeclaration>(
  app: FastifyInstance,
  gateway: GatewayRegistry,
  declaration: D,
  handler: CallHandler<D>,
  options: RegisterCallOptions = {},
): void {
  const run = handler as AnyHandler;
  if (declaration.transport === 'gateway') {
    gateway.add(declaration, run, options);
    return;
  }
  app.route({
    method: declaration.method,
    url: `/api${declaration.uri}`,
    handler: (request, reply) =>
      runCall(declaration, run, declaration.method === 'GET' ? request.query : request.body, { request, reply }, options),
  });
}
