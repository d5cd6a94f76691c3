import type { ServerModule } from '../types';
import { registerAccountCalls } from './account';
import { registerFormCalls } from './form';
import { registerOrderCalls } from './order';
import { registerPhotoCalls } from './photo';
import { registerSiteCalls } from './site';
import { registerStorage } from './storage';

/** The university service: every call of the catalogue's university folder and the storage endpoint (its payments arrive through modules/payments). */
export const universityModule: ServerModule = async (ctx) => {
  registerSiteCalls(ctx);
  registerAccountCalls(ctx);
  registerFormCalls(ctx);
  registerPhotoCalls(ctx);
  registerOrderCalls(ctx);
  await registerStorage(ctx.app, ctx.services);
};
