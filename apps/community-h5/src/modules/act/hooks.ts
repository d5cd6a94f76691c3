import type { QueryDeclaration } from '@tongxin/api-client';
import { useList, useRead, type ScopedListParams, type ScopedParams } from '@tongxin/api-client/react';
import { visitorScope } from '../../components/scopes';

type VisitorParams = { iid: number; token: string | undefined };

/** A paged list of the tenant's, for infinite scroll. */
export function useActPages<C extends QueryDeclaration>(declaration: C, params: ScopedListParams<C, VisitorParams>) {
  return useList(visitorScope, declaration, params);
}

/** A read open to visitors that says more to a signed-in member. */
export function useVisitorQuery<C extends QueryDeclaration>(declaration: C, params: ScopedParams<C, VisitorParams>, enabled = true) {
  return useRead(visitorScope, declaration, params, { enabled });
}
