import { defineScope } from '@tongxin/api-client/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../lib/api';
import type { PrefetchContext } from '../lib/manifest';
import { memberSignedOut, useSession, useSessionDispatch } from '../lib/session';
import { useAppNavigate } from './app-link';
import { useRouteIid } from './route-iid';
import { memberLinks } from '../lib/links/member-links';

/**
 * The tenant and session of the current page: the route's `:iid` (or `?iid=`) when it has one,
 * else the signed-in member's tenant, else the shell's. The member's token counts only in the
 * tenant it was issued for: on another tenant's page the visitor is signed out there (and asked
 * to sign in), never sent that tenant a token the server would refuse.
 */
export function useMemberSession() {
  const routeIid = useRouteIid();
  const sessionIid = useSession((s) => s.iid);
  const member = useSession((s) => s.member);
  const iid = routeIid ?? member?.iid ?? sessionIid;
  const mine = member !== null && member.iid === iid;
  return { iid, token: mine ? member.token : null, userId: mine ? member.userId : null };
}

/** Signs the member out and sends to sign-in, back here afterwards (the session error 1000001). */
function useSignOutToLogin(): () => void {
  const dispatch = useSessionDispatch();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    dispatch(memberSignedOut());
    navigate(memberLinks.login({ redirect: pathname + search }), { replace: true });
  }, [dispatch, navigate, pathname, search]);
}

/**
 * Calls that carry nothing of the page: the page passes every param (the home group passes its
 * `iid`). A session error is only the query's error.
 */
export const publicScope = defineScope({
  name: 'public',
  client: api,
  use: () => ({ params: {}, key: null, ready: true }),
});

/** Calls of the page's tenant that need no session (tenant rules, cards on sale): adds `iid`. */
export const tenantScope = defineScope({
  name: 'tenant',
  client: api,
  use: () => {
    const { iid } = useMemberSession();
    return { params: { iid }, key: { iid }, ready: true };
  },
});

/**
 * The server's reads of the tenant scope for a page of tenant `iid` (a landing page's `prefetch`):
 * under the key `useRead(tenantScope, …)` and `useList(tenantScope, …)` read, with `iid` added.
 */
export function tenantPrefetch(context: PrefetchContext, iid: number) {
  return context.scoped({ iid }, { iid });
}

/**
 * A visitor's scope: the page's tenant, and the member's token when signed in (a page open to
 * anyone then says more to a signed-in member). Keyed by tenant and member.
 */
export const visitorScope = defineScope({
  name: 'visitor',
  client: api,
  use: () => {
    const { iid, token, userId } = useMemberSession();
    return { params: { iid, token: token ?? undefined }, key: { iid, userId }, ready: true };
  },
});

/**
 * Calls of the member's own data: adds `iid` and `token`, keys by tenant and member, idle while
 * signed out (a write refuses with 未登录); the session error signs out and sends to sign-in.
 */
export const memberScope = defineScope({
  name: 'member',
  client: api,
  notReady: '未登录',
  use: () => {
    const { iid, token, userId } = useMemberSession();
    const onSessionExpired = useSignOutToLogin();
    return {
      params: { iid, token: token ?? '' },
      key: { iid, userId },
      ready: token !== null,
      onSessionExpired,
    };
  },
});
