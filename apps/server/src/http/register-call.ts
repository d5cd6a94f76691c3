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

/** The gateway's table: uri → declaration + handler (GET /h5/getjsonp dispatches on it). */
export class GatewayRegistry {
  private readonly entries = new Map<string, { declaration: CallDeclaration; handler: AnyHandler }>();

  add(declaration: CallDeclaration, handler: AnyHandler) {
    if (this.entries.has(declaration.uri)) throw new Error(`gateway uri registered twice: ${declaration.uri}`);
    this.entries.set(declaration.uri, { declaration, handler });
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
): Promise<unknown> {
  const parsed = declaration.params.safeParse(input ?? {});
  if (!parsed.success) {
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
): void {
  const run = handler as AnyHandler;
  if (declaration.transport === 'gateway') {
    gateway.add(declaration, run);
    return;
  }
  app.route({
    method: declaration.method,
    url: `/api${declaration.uri}`,
    handler: (request, reply) =>
      runCall(declaration, run, declaration.method === 'GET' ? request.query : request.body, { request, reply }),
  });
}
