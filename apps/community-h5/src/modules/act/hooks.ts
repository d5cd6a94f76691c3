import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { CallDeclaration, CallParams, CallResult } from '@tongxin/api-client';
import { memberClient, useMemberScope } from '../../components/member-kit';

interface Page<Row> {
  list: Row[];
  total: number;
}
type RowOf<C extends CallDeclaration> = CallResult<C> extends Page<infer R> ? R : never;

/**
 * A paged list of the tenant's (pageNo/pageSize, the gateway's paging), for infinite scroll;
 * the member's token goes along when `withToken` and signed in.
 */
export function useActPages<C extends CallDeclaration>(declaration: C, params: Record<string, unknown>, pageSize = declaration.paging?.defaultSize ?? 10) {
  type Row = RowOf<C>;
  const { iid } = useMemberScope();
  const query = useInfiniteQuery<Page<Row>, Error, InfiniteData<Page<Row>, number>, unknown[], number>({
    queryKey: [declaration.name, { iid, ...params, pageSize }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      memberClient.call(declaration, { ...params, iid, pageNo: pageParam, pageSize } as CallParams<C>, { signal }) as Promise<Page<Row>>,
    getNextPageParam: (last, pages, lastParam) => (pages.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastParam + 1 : undefined),
  });
  return { ...query, rows: query.data?.pages.flatMap((p) => p.list) ?? [] };
}

/** A read open to visitors that says more to a signed-in member (the token goes along when there is one). */
export function useVisitorQuery<C extends CallDeclaration>(declaration: C, params: Omit<CallParams<C>, 'iid' | 'token'>, enabled = true) {
  const { iid, token, userId } = useMemberScope();
  return useQuery({
    queryKey: [declaration.name, userId, { iid, ...params }],
    queryFn: ({ signal }) => memberClient.call(declaration, { ...params, iid, token: token ?? undefined } as CallParams<C>, { signal }) as Promise<CallResult<C>>,
    enabled,
  });
}
