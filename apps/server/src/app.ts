import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerGateway } from './http/gateway';
import { dataRefusal } from './http/data-errors';
import { newRequestId, serializeRequest } from './http/log';
import { GatewayRegistry, registerCall } from './http/register-call';
import { modules as defaultModules } from './modules';
import type { ServerModule } from './platform/module';
import { registerPaymentNotify } from './platform/payments';
import { registerPhotos } from './platform/photos';
import { registerPictures } from './platform/picture';
import { tenantsOfHost } from './platform/tenants';
import { createServices } from './services';
import { loadRenderedSites, sendRenderedPage } from './page-render';
import { PAGE_CSP, registerSpaSites } from './static';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Request logging (pino JSON, URLs made safe by http/log.ts): on, or into a stream (tests read it). */
  logger?: boolean | { stream: { write(line: string): void } };
  /**
   * Where errors are logged (pino JSON with the request id) when `logger` is off: every 500 is
   * logged whatever LOG_REQUESTS says. Default: standard error.
   */
  errorLog?: { write(line: string): void };
  /** The clock (tests move it to expire tokens and policies). */
  now?: () => number;
  /** Modules besides the module list's (tests add their own calls). */
  modules?: readonly ServerModule[];
  /** Where the dev SMS provider writes codes (default: the console). */
  smsLog?: (line: string) => void;
  /** Free bytes on a folder's disk (default: statfs; tests inject a nearly full disk). */
  diskFree?: (dir: string) => Promise<number>;
}

const DEFAULT_IID = 1000;

/** The iid of a host name (spec §2: `/` maps the host name to an iid), default 1000. */
export async function iidForHost(db: Db, host: string | undefined): Promise<number> {
  if (!host) return DEFAULT_IID;
  const [row] = await tenantsOfHost(db, host);
  return row?.iid ?? DEFAULT_IID;
}

export async function createApp({ db, config, logger = false, errorLog, now = Date.now, modules = [], smsLog, diskFree }: AppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    // Fastify's own request serializer logs the whole URL; ours never logs credentials in a query string.
    // Without LOG_REQUESTS the log still records errors (level error), each with its request id.
    logger: {
      serializers: { req: serializeRequest },
      ...(logger === false ? { level: 'error', stream: errorLog ?? process.stderr } : logger === true ? {} : { stream: logger.stream }),
    },
    genReqId: newRequestId,
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // A URL Fastify cannot decode (a malformed percent-escape) or a bad content type: our refusal shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send({ code: status, msg: '请求地址或格式不合法' });
    },
  };
  const app = Fastify(options);

  // The /api helper sends POST bodies as JSON in text/plain (spec §7: no CORS preflight).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(Object.assign(new Error('请求体不是合法的 JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // A route may be stricter (stored files send no referrer at all).
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', PAGE_CSP);
    return payload;
  });

  // Errors never carry stack traces to the client. A 500 is logged with its request id, which
  // the reply names (x-request-id) so a report can be matched to its log line.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refused = dataRefusal(error);
    if (refused) {
      request.log.error({ err: error, requestId: request.id }, 'input the params let through reached the database');
      return reply.code(400).send(refused);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, requestId: request.id }, 'request failed');
      reply.header('x-request-id', request.id);
    }
    return reply.code(status).send({ code: status, msg: status >= 500 ? '系统繁忙，请稍后再试' : error.message });
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const all = [...defaultModules, ...modules];
  const services = createServices(db, config, now, smsLog, all, diskFree);
  const gateway = new GatewayRegistry();
  // Every module's calls and routes, in list order; one notify route for every module that takes payments.
  for (const module of all) {
    for (const implementation of module.calls) registerCall(app, gateway, services, implementation);
    await module.routes?.({ app, services });
  }
  registerGateway(app, gateway, services);
  registerPaymentNotify(app, services, all);
  registerPictures(app);
  registerPhotos(app);

  app.get('/', async (request, reply) => {
    const iid = await iidForHost(db, request.hostname);
    return reply.redirect(`/app/index/${iid}`, 302);
  });

  const spa = await registerSpaSites(app, [
    { prefix: '/app/', root: config.communityDist, name: 'community-h5' },
    { prefix: '/app/university/', root: config.universityDist, name: 'university' },
    { prefix: '/console/', root: config.consoleDist, name: 'console' },
  ]);

  // The apps' landing pages rendered here with their data, so the first screen needs no call; without an app's server
  // build (or when a render fails) they render in the browser from index.html.
  const rendered = await loadRenderedSites(
    [
      { name: 'community-h5', prefix: '/app/', root: config.communityDist, renderer: config.communitySsr },
      { name: 'university', prefix: '/app/university/', root: config.universityDist, renderer: config.universitySsr },
    ],
    (message) => app.log.warn(message),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const site = request.method === 'GET' && !/\/assets\//.test(path) ? rendered.get(spa.siteFor(path)?.name ?? '') : undefined;
    if (site) {
      reply.header('cache-control', 'no-cache');
      if (await sendRenderedPage(app, request, reply, site.renderer, site.template)) return reply;
    }
    // Short links (/s/:code) are resolved by the community app.
    const pagePath = path.startsWith('/s/') ? '/app/' : path;
    if (isPage && !path.startsWith('/api/') && (await spa.fallback(pagePath, reply))) return reply;
    // Any other path a browser asks for as a page gets the community app's not-found page (with
    // its way home), not the API's JSON; calls and files keep the JSON answer.
    const asksForPage = isPage && (request.headers.accept ?? '').includes('text/html') && !/^\/(api|h5|v1|multidis|wxservice2)\//.test(path);
    if (asksForPage && (await spa.fallback('/app/', reply.code(404)))) return reply;
    return reply.code(404).send({ code: 404, msg: `没有这个接口或页面：${path}` });
  });

  return app;
}
