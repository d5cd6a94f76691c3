import { defineScope } from '@tongxin/api-client/react';
import { api } from './api';
import { useSession } from './session';

/**
 * Every console call goes through this scope: it adds the staff `token` and, for a platform
 * operator, the `iid` of the tenant being managed; a session error (1000001) signs out.
 */
export const staffScope = defineScope({
  name: 'staff',
  client: api,
  notReady: '请先登录',
  use: () => {
    const { session, iid, operator, signedOut } = useSession();
    return {
      params: { token: session?.token ?? '', ...(operator && iid !== null ? { iid } : {}) } as { token: string; iid?: number },
      key: { staffId: session?.staff.id ?? null, iid },
      ready: session !== null,
      onSessionExpired: signedOut,
    };
  },
});

/** Calls that need a tenant: ready only once an operator has chosen one. */
export const tenantScope = defineScope({
  name: 'tenant',
  client: api,
  notReady: '请先选择要管理的组织',
  use: () => {
    const { session, iid, operator, signedOut } = useSession();
    return {
      params: { token: session?.token ?? '', ...(operator && iid !== null ? { iid } : {}) } as { token: string; iid?: number },
      key: { staffId: session?.staff.id ?? null, iid },
      ready: session !== null && iid !== null,
      onSessionExpired: signedOut,
    };
  },
});

/** Calls made before a session exists (sign-in): the page passes every param. */
export const publicScope = defineScope({
  name: 'public',
  client: api,
  use: () => ({ params: {}, key: null, ready: true }),
});
