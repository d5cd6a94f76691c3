import type { QueryDeclaration } from '@tongxin/api-client';
import { defineScope, useList, useRead, type ScopedListParams, type ScopedParams } from '@tongxin/api-client/react';
import { useMemberSession } from '../../components/scopes';
import { api } from '../../lib/api';

/**
 * The act pages' visitor scope: the page's tenant, and the member's token when signed in (a
 * detail then says whether they enrolled, the rank shows their place). Keyed by tenant and member.
 */
export const visitorScope = defineScope({
  name: 'act-visitor',
  client: api,
  use: () => {
    const { iid, token, userId } = useMemberSession();
    return { params: { iid, token: token ?? undefined }, key: { iid, userId }, ready: true };
  },
});

type VisitorParams = { iid: number; token: string | undefined };

/** A paged list of the tenant's, for infinite scroll. */
export function useActPages<C extends QueryDeclaration>(declaration: C, params: ScopedListParams<C, VisitorParams>) {
  return useList(visitorScope, declaration, params);
}

/** A read open to visitors that says more to a signed-in member. */
export function useVisitorQuery<C extends QueryDeclaration>(declaration: C, params: ScopedParams<C, VisitorParams>, enabled = true) {
  return useRead(visitorScope, declaration, params, { enabled });
}
