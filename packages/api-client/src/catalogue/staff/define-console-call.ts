import * as z from 'zod/mini';
import { callError, defineCall, type CallErrors, type CallMethod, type CallPaging, type ConsoleRule } from '../../define';
import { iidParam, textParam, tokenParam } from '../shapes';

/** A tenant's staff roles (the owner invites staff and sets them). */
export const STAFF_ROLES = ['owner', 'operator', 'reviewer', 'finance', 'checkin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The platform operator's role: acts in any tenant, creates tenants. */
export const PLATFORM_ROLE = 'platform';
export type AnyRole = StaffRole | typeof PLATFORM_ROLE;

export const ROLE_LABEL: Readonly<Record<AnyRole, string>> = {
  platform: '平台运营',
  owner: '负责人',
  operator: '运营',
  reviewer: '审核员',
  finance: '财务',
  checkin: '签到员',
};

/**
 * The staff session every console call carries: `token` (from `staff.signIn`) and, for a
 * platform operator, `iid`, the tenant the call acts in. A tenant's staff may leave `iid` out or
 * name their own tenant; any other is refused (`CONSOLE_ERRORS.otherTenant`), never read.
 */
export const staffScope = { token: tokenParam, iid: /* @__PURE__ */ z.optional(iidParam) };

/** The reason of a money action (the server refuses an empty one with `CONSOLE_ERRORS.reasonRequired`). */
export const reasonParam = /* @__PURE__ */ textParam(200);

/** Refusals every console call may answer besides its own. */
export const CONSOLE_ERRORS = {
  /** The role may not make this call. */
  forbidden: callError(4920, '没有权限进行此操作', 403),
  /** A tenant's staff named another tenant (or an operator named none where one is needed). */
  otherTenant: callError(4921, '无权访问该组织的数据', 403),
  /** A money action without its reason. */
  reasonRequired: callError(4922, '请填写操作原因', 400),
  /** An operator's tenant call named no tenant. */
  tenantRequired: callError(4923, '请先选择要管理的组织', 400),
} as const;

/**
 * Whether an account's roles allow a call of this rule: the owner makes every tenant call, a
 * platform operator every call, 'self' calls are everyone's. The server checks it on every call;
 * the console shows only the menus and buttons it allows.
 */
export function allows(roles: readonly string[], rule: Pick<ConsoleRule, 'roles' | 'scope'>): boolean {
  if (roles.includes(PLATFORM_ROLE)) return true;
  if (rule.scope === 'platform') return false;
  if (rule.scope === 'self') return true;
  return roles.includes('owner') || rule.roles.some((role) => roles.includes(role));
}

type Shape = Record<string, z.ZodMiniType>;

/**
 * Declares a console call once for both sides: an /api call under `/console`, its params the
 * staff scope plus its own, and its rule (`ConsoleRule`), which the server checks before the
 * handler runs and the console reads to show only what the role may do.
 *
 * @example
 * export const auditList = defineConsoleCall({
 *   name: 'staff.auditList', method: 'GET', uri: '/audit', roles: ['owner'],
 *   params: { ...paged.params }, result: pageOf(auditRowSchema), paging: paged.paging,
 * });
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineConsoleCall<S extends Shape, R extends z.ZodMiniType, M extends CallMethod, E extends CallErrors = typeof CONSOLE_ERRORS>(declaration: {
  readonly name: string;
  readonly method: M;
  readonly uri: string;
  readonly params: S;
  readonly result: R;
  readonly roles: readonly AnyRole[];
  readonly scope?: ConsoleRule['scope'];
  readonly money?: boolean;
  readonly paging?: CallPaging;
  readonly errors?: E;
}) {
  const declared = defineCall({
    name: declaration.name,
    transport: 'api',
    method: declaration.method,
    uri: `/console${declaration.uri}`,
    params: z.object({ ...staffScope, ...declaration.params }),
    result: declaration.result,
    ...(declaration.paging ? { paging: declaration.paging } : {}),
    errors: { ...CONSOLE_ERRORS, ...declaration.errors } as typeof CONSOLE_ERRORS & E,
    console: { roles: declaration.roles, scope: declaration.scope ?? 'tenant', money: declaration.money ?? false },
  });
  return declared as typeof declared & { readonly console: ConsoleRule };
}
