import { type CallDeclaration, member } from '@tongxin/api-client';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { decodeBody } from '@tongxin/api-client';
import { call, ok } from './harness';

/**
 * A gateway call as the client sends it (GET /h5/getjsonp?uri=…&params), decoded by the one rule
 * and the declaration's result schema; a refusal comes back as `error`.
 */
export async function gatewayCall<D extends CallDeclaration>(app: FastifyInstance, declaration: D, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ domain: 'localhost', uri: declaration.uri, f: '1' });
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
  const response = await app.inject({ method: 'GET', url: `/h5/getjsonp?${query.toString()}`, headers });
  const body = response.json<Record<string, unknown>>();
  if (typeof body.code === 'number' && body.code !== 0) return { status: response.statusCode, body, error: { code: body.code, msg: String(body.msg) } };
  return { status: response.statusCode, body, result: declaration.result.parse(decodeBody(body, declaration.name)) as z.output<D['result']> };
}

/** A client address of the number's own, so the per-address limits of many sign-ups never meet. */
export const addressOf = (mobile: string) => ({ 'x-forwarded-for': `10.${Number(mobile.slice(-6, -4))}.${Number(mobile.slice(-4, -2))}.${Number(mobile.slice(-2)) + 1}` });

/** Sends a sign-up code to the number (member.sendCode) and reads it back from the dev SMS provider (SMS_EXPOSE_CODES=1). */
export async function smsCode(app: FastifyInstance, mobile: string, iid = 1000): Promise<string> {
  ok(await call(app, member.sendCode, { iid, mobile }, addressOf(mobile)));
  const last = await app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` });
  return String(last.json<{ t: string }>().t);
}

/** Signs a new number up as the login page does (member.sendCode, then member.register by POST); returns the session. */
export async function signUp(app: FastifyInstance, iid: number, mobile: string, password = 'secret123') {
  const verifyCode = await smsCode(app, mobile, iid);
  const reply = await call(app, member.register, { verifyCode, loginName: mobile, password, iid }, addressOf(mobile));
  if (!reply.result) throw new Error(`sign-up failed: ${JSON.stringify(reply.error)}`);
  return reply.result;
}
