import type { FastifyInstance } from 'fastify';
import type { GatewayRegistry } from '../http/register-call';
import type { Services } from '../services';

export interface ModuleContext {
  app: FastifyInstance;
  gateway: GatewayRegistry;
  services: Services;
}

/** A handler module: registers its calls (registerCall) and any plain routes. */
export type ServerModule = (ctx: ModuleContext) => void | Promise<void>;
