import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  isApiError,
  type ApiClient,
  type CallDeclaration,
  type CallParams,
  type CallResult,
} from '@tongxin/api-client';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { memberSignedOut } from '../../app/session-slice';
import { api } from '../../lib/api';
import { loginPath } from '../../lib/links';
import { useAppNavigate } from '../app-link';
import { useRouteIid } from '../route-iid';

/** The app's one API client, used by the member's pages. */
export const memberClient: ApiClient = api;

/**
 * The tenant and session of the member's pages: the route's `:iid` when it has one, else the
 * signed-in member's tenant, else the shell's. The member's token counts only in the tenant it
 * was issued for: on another tenant's page the visitor is signed out there (and asked to sign in),
 * never sent that tenant a token the server would refuse.
 */
export function useMemberScope() {
  const routeIid = useRouteIid();
  const sessionIid = useAppSelector((s) => s.session.iid);
  const member = useAppSelector((s) => s.session.member);
  const iid = routeIid ?? member?.iid ?? sessionIid;
  const mine = member !== null && member.iid === iid;
  return { iid, token: mine ? member.token : null, userId: mine ? member.userId : null };
}

/**
 * Sends a signed-out visitor to the login page (and back here afterwards); a call answering
 * "session invalid" (1000001) signs the member out, which lands here too.
 */
export function useRequireMember(): boolean {
  const { token } = useMemberScope();
  const navigate = useAppNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!token) navigate(loginPath(location.pathname + location.search), { replace: true });
  }, [token, navigate, location.pathname, location.search]);
  return token !== null;
}

/** Signs the member out when an error says the session is no longer valid. */
function useSessionWatch(error: unknown) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (isApiError(error) && error.kind === 'session') dispatch(memberSignedOut());
  }, [error, dispatch]);
}

type MemberParams<C extends CallDeclaration> = Omit<CallParams<C>, 'iid' | 'token'>;

/** The query key of a member call: its name, the member and the params. */
export function memberKey(declaration: CallDeclaration, userId: number | null, params?: unknown): unknown[] {
  return params === undefined ? [declaration.name, userId] : [declaration.name, userId, params];
}

/** A read of the member's own data (tenant and token added); idle while signed out. */
export function useMemberQuery<C extends CallDeclaration>(
  declaration: C,
  params: MemberParams<C>,
  options: { enabled?: boolean } = {},
) {
  const { iid, token, userId } = useMemberScope();
  const query = useQuery({
    queryKey: memberKey(declaration, userId, { iid, ...params }),
    queryFn: ({ signal }) =>
      memberClient.call(declaration, { ...params, iid, token } as CallParams<C>, { signal }) as Promise<CallResult<C>>,
    enabled: token !== null && options.enabled !== false,
  });
  useSessionWatch(query.error);
  return query;
}

/** A read that needs no session (tenant rules, cards on sale). */
export function useTenantQuery<C extends CallDeclaration>(declaration: C, params: Omit<CallParams<C>, 'iid'>) {
  const { iid } = useMemberScope();
  return useQuery({
    queryKey: [declaration.name, { iid, ...params }],
    queryFn: ({ signal }) =>
      memberClient.call(declaration, { ...params, iid } as CallParams<C>, { signal }) as Promise<CallResult<C>>,
  });
}

interface Page<Row> {
  list: Row[];
  total: number;
}

/** A paged list of the member's own data (`pageNumber`/`pageSize`), for infinite scroll. */
export type RowOf<C extends CallDeclaration> = CallResult<C> extends Page<infer R> ? R : never;

export function useMemberPages<C extends CallDeclaration>(
  declaration: C,
  params: Omit<MemberParams<C>, 'pageNumber' | 'pageSize'>,
  pageSize = declaration.paging?.defaultSize ?? 10,
) {
  type Row = RowOf<C>;
  const { iid, token, userId } = useMemberScope();
  const query = useInfiniteQuery<Page<Row>, Error, InfiniteData<Page<Row>, number>, unknown[], number>({
    queryKey: memberKey(declaration, userId, { iid, ...params, pageSize }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      memberClient.call(declaration, { ...params, iid, token, pageNumber: pageParam, pageSize } as CallParams<C>, {
        signal,
      }) as Promise<Page<Row>>,
    getNextPageParam: (last, pages, lastParam) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastParam + 1 : undefined,
    enabled: token !== null,
  });
  useSessionWatch(query.error);
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  return { ...query, rows };
}

/**
 * A write of the member's own data. `invalidates`: calls whose cached reads it changes.
 * A write in flight reports `isPending`, so its button shows loading and cannot submit twice.
 */
export function useMemberMutation<C extends CallDeclaration>(declaration: C, invalidates: CallDeclaration[] = []) {
  const { iid, token, userId } = useMemberScope();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (params: MemberParams<C>) => {
      if (!token) return Promise.reject(new Error('未登录'));
      return memberClient.call(declaration, { ...params, iid, token } as CallParams<C>) as Promise<CallResult<C>>;
    },
    onSuccess: async () => {
      await Promise.all(invalidates.map((d) => queryClient.invalidateQueries({ queryKey: [d.name, userId] })));
    },
  });
  useSessionWatch(mutation.error);
  return mutation;
}

/** Reloads every cached read of the given calls (pull to refresh). */
export function useRefetchCalls() {
  const queryClient = useQueryClient();
  return useCallback(
    (declarations: CallDeclaration[]) =>
      Promise.all(declarations.map((d) => queryClient.refetchQueries({ queryKey: [d.name] }))),
    [queryClient],
  );
}
