import { act, type QueryDeclaration } from '@tongxin/api-client';
import { useList, useRead, type ScopedListParams, type ScopedParams } from '@tongxin/api-client/react';
import { useMemo } from 'react';
import { memberScope, visitorScope } from '../../components/scopes';

type VisitorParams = { iid: number; token: string | undefined };

/** A paged list of the tenant's, for infinite scroll. */
export function useActPages<C extends QueryDeclaration>(declaration: C, params: ScopedListParams<C, VisitorParams>) {
  return useList(visitorScope, declaration, params);
}

/** A read open to visitors that says more to a signed-in member. */
export function useVisitorQuery<C extends QueryDeclaration>(declaration: C, params: ScopedParams<C, VisitorParams>, enabled = true) {
  return useRead(visitorScope, declaration, params, { enabled });
}

/**
 * Which of these activities the signed-in member already holds (/v1/interest/check): activity id →
 * its order. Empty while signed out or until it answers; the list marks them 已报名.
 */
export function useHeldActs(ids: readonly number[]): ReadonlyMap<number, string> {
  const key = [...new Set(ids)].slice(0, 200).join(',');
  const held = useRead(memberScope, act.interest, { ids: key }, { enabled: key !== '' });
  return useMemo(() => new Map((held.data ?? []).map((h) => [h.actId, h.orderId])), [held.data]);
}
