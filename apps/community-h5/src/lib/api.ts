import { createApiClient } from '@tongxin/api-client';
import { currentEnvironment, DEFAULT_IID, payerOpenId } from '@tongxin/env-auth';

let tenant = DEFAULT_IID;

/** The shell tells the client the current tenant: the gateway's `u` is that tenant's stored openid. */
export function setApiTenant(iid: number): void {
  tenant = iid;
}

/**
 * The app's one API client: same origin, the gateway's domain is the page's host, f=2 in a
 * mini-program, u = the stored openid of the tenant when there is one (spec §7).
 */
export const api = createApiClient({
  gatewayDomain: () => window.location.hostname,
  isMiniProgram: () => currentEnvironment().environment === 'miniprogram',
  getOpenidFlag: () => payerOpenId(tenant),
});
