import type { CallDeclaration } from '@tongxin/api-client/define';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Implementation } from '../platform/module';
import type { Services } from '../services';
import { unfitTextError, unfitTextPath } from './input';
import { ReplyError } from './reply-error';

/** The gateway's table: uri → implementation (GET /h5/getjsonp dispatches on it). */
export class GatewayRegistry {
  private readonly entries = new Map<string, Implementation>();

  add(implementation: Implementation) {
    const { uri } = implementation.declaration;
    if (this.entries.has(uri)) throw new Error(`gateway uri registered twice: ${uri}`);
    this.entries.set(uri, implementation);
  }

  get(uri: string) {
    return this.entries.get(uri);
  }

  uris(): string[] {
    return [...this.entries.keys()];
  }
}

/** The params' first problem, in words a developer can act on. */
export function paramsProblem(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  return `参数错误：${issue.path.join('.') || '(body)'} ${issue.message}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reply body of a handler's result, in the declaration's envelope (spec §7): `{ t: result }`,
 * or the university's code-0 envelope — a record's fields in the envelope itself, a single value
 * in `t` — with the declaration's success msg.
 */
export function successBody(declaration: CallDeclaration, result: unknown): unknown {
  if (declaration.envelope !== 'code0') return { t: result };
  const envelope = { code: 0, msg: declaration.okMsg ?? 'ok' };
  return isRecord(result) ? { ...envelope, ...result } : { ...envelope, t: result };
}

/** Parses params with the declaration, runs the handler and answers its result or its refusal. */
export async function runCall(
  implementation: Implementation,
  input: unknown,
  ctx: { request: FastifyRequest; reply: FastifyReply; services: Services },
): Promise<unknown> {
  const { declaration, handler, options } = implementation;
  const parsed = declaration.params.safeParse(input ?? {});
  // Text a declaration let through (a plain z.string()) is still checked: no handler gets NUL or a lone surrogate.
  const unfit = parsed.success ? unfitTextPath(parsed.data) : null;
  const problem = parsed.success ? (unfit ? unfitTextError(unfit) : null) : parsed.error;
  if (problem) {
    const refusal = options.invalidParams?.(problem);
    if (refusal) {
      ctx.reply.code(refusal.status);
      return { code: refusal.code, msg: refusal.message };
    }
    ctx.reply.code(400);
    return { code: 400, msg: paramsProblem(problem) };
  }
  try {
    return successBody(declaration, await handler(parsed.data as unknown, ctx));
  } catch (error) {
    if (error instanceof ReplyError) {
      ctx.reply.code(error.status);
      return { code: error.code, msg: error.message };
    }
    throw error;
  }
}

/**
 * Serves an implemented call: 'api' declarations at `/api{uri}` with their method (GET reads the
 * query string, POST the JSON body), 'gateway' declarations through the gateway's uri table.
 * Client and server share the declaration, so neither can drift from the other.
 */
export function registerCall(app: FastifyInstance, gateway: GatewayRegistry, services: Services, implementation: Implementation): void {
  const { declaration } = implementation;
  if (declaration.transport === 'gateway') {
    gateway.add(implementation);
    return;
  }
  app.route({
    method: declaration.method,
    url: `/api${declaration.uri}`,
    handler: (request, reply) => runCall(implementation, declaration.method === 'GET' ? request.query : request.body, { request, reply, services }),
  });
}
