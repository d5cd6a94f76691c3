import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { runCall, type GatewayRegistry } from './register-call';

/** A plain JavaScript identifier path (`cb`, `jQuery123_456`, `ns.cb`): nothing else is echoed. */
const CALLBACK = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

/** Parameters of the gateway itself, not of the call (spec §7: domain, uri, f, u). */
const GATEWAY_KEYS = new Set(['domain', 'uri', 'f', 'u', 'callback', '_']);

/** Where the gateway listens (spec §7). */
export const GATEWAY_PATH = '/h5/getjsonp';

/**
 * GET /h5/getjsonp?uri=…&…params: dispatches to the handler registered for the uri. JSON by
 * default; JSONP (`callback(body);` as JavaScript) only when `callback` is a plain identifier,
 * any other callback is refused with 400 so no input is ever echoed as script.
 */
export function registerGateway(app: FastifyInstance, gateway: GatewayRegistry, services: Services) {
  app.get(GATEWAY_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const callback = typeof query.callback === 'string' ? query.callback : undefined;
    if (callback !== undefined && !CALLBACK.test(callback)) {
      return reply.code(400).send({ code: 400, msg: 'callback 参数不合法' });
    }
    const uri = typeof query.uri === 'string' ? query.uri : '';
    const entry = gateway.get(uri);
    let body: unknown;
    if (!entry) {
      reply.code(404);
      body = { code: 404, msg: uri ? `没有这个接口：${uri}` : '缺少 uri 参数' };
    } else {
      const params = Object.fromEntries(Object.entries(query).filter(([k]) => !GATEWAY_KEYS.has(k)));
      body = await runCall(entry, params, { request, reply, services });
    }
    reply.header('cache-control', 'no-store');
    if (callback === undefined) return reply.send(body);
    // JSONP: script content; JSON.stringify escapes nothing dangerous inside a string, but
    // U+2028/2029 are line breaks to old parsers, so they are escaped too.
    const json = JSON.stringify(body ?? null).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    return reply
      .code(200) // a script tag only runs the callback of a 200 reply; errors travel in the body
      .type('application/javascript; charset=utf-8')
      .send(`/**/${callback}(${json});`);
  });
}
