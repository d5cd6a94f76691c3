import { COMMON_ERRORS, staff as staffCalls } from '@tongxin/api-client/catalogue';
import type { CallDeclaration, ConsoleRule } from '@tongxin/api-client/define';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement, type CallContext, type Implementation } from '../../platform/module';
import { findTenant } from '../../platform/tenants';
import { sha256 } from '../../security/passwords';
import type { Services } from '../../services';
import { staffAccounts, staffAudit, staffSessions } from './schema';

const { CONSOLE_ERRORS } = staffCalls;

/** The signed-in staff member a console call or an admin route acts for. */
export interface Actor {
  readonly staffId: number;
  readonly name: string;
  /** The account's own tenant; null for a platform operator. */
  readonly iid: number | null;
  readonly roles: readonly string[];
  /** A platform operator: every call, in any tenant. */
  readonly operator: boolean;
  readonly sessionExpiresAt: Date;
}

/** One audit line as a handler gives it (who, when and the tenant are filled in). */
export interface AuditEntry {
  readonly action: string;
  readonly target?: string;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string;
  /** The tenant the line belongs to when not the call's (a tenant the operator just created). */
  readonly iid?: number;
}

/** The account behind a live session token, or undefined (unknown, expired, signed out, disabled). */
export async function actorOfToken(db: Db, token: string, now: number): Promise<Actor | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ staffId: staffAccounts.id, name: staffAccounts.name, iid: staffAccounts.iid, roles: staffAccounts.roles, disabled: staffAccounts.disabled, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), gt(staffSessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row || row.disabled) return undefined;
  return { staffId: row.staffId, name: row.name, iid: row.iid, roles: row.roles, operator: row.roles.includes(staffCalls.PLATFORM_ROLE), sessionExpiresAt: row.expiresAt };
}

/** Whether the actor's roles allow a call of this rule (the catalogue's one rule: `staff.allows`). */
export function mayUse(actor: Actor, rule: Pick<ConsoleRule, 'roles' | 'scope'>): boolean {
  return staffCalls.allows(actor.roles, rule);
}

/** Writes one audit line (in the caller's transaction). */
export async function writeAudit(db: Db, actor: Pick<Actor, 'staffId' | 'name'> | null, iid: number | null, entry: AuditEntry, now: number): Promise<void> {
  await db.insert(staffAudit).values({
    iid,
    staffId: actor?.staffId ?? null,
    staffName: actor?.name ?? '系统',
    action: entry.action,
    target: entry.target ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
    at: new Date(now),
  });
}

/** What a console handler is given besides its params. */
export interface ConsoleContext extends CallContext {
  readonly actor: Actor;
  /**
   * The tenant the call acts in: the caller's own, or the one an operator named (checked to
   * exist). For 'self' and 'platform' calls: the named or own tenant, else 0.
   */
  readonly iid: number;
  /** Records the write; a console write that records nothing is rolled back (a 500). */
  audit(entry: AuditEntry): Promise<void>;
}

type ConsoleDeclaration = CallDeclaration & { readonly console: ConsoleRule };
type ConsoleHandler<D extends ConsoleDeclaration> = (params: z.output<D['params']>, ctx: ConsoleContext) => Promise<z.input<D['result']>>;

/**
 * Serves a console call (`defineConsoleCall`): before the handler, the session (1000001 when
 * missing or expired), the role (4920), the tenant (a tenant's staff naming another tenant:
 * 4921; an operator naming none for a tenant call: 4923) and a money action's reason (4922).
 * A write runs in one transaction with its audit line: the handler's `services.db` is that
 * transaction, and a write that records no audit line is rolled back whole.
 *
 * @example
 * implementConsole(staff.staffInvite, async (params, { services, iid, audit }) => { …; await audit({ action: 'staff.invite', after: row }); return row; })
 */
export function implementConsole<D extends ConsoleDeclaration>(declaration: D, handler: NoInfer<ConsoleHandler<D>>): Implementation {
  const rule = declaration.console;
  return implement(declaration, async (params, ctx) => {
    const s = ctx.services;
    const { token, iid: named } = params as { token: string; iid?: number; reason?: string };
    const actor = await actorOfToken(s.db, token, s.now());
    if (!actor) throw sessionInvalid();
    if (!mayUse(actor, rule)) throw refuse(CONSOLE_ERRORS.forbidden);
    let iid: number;
    if (rule.scope === 'tenant') {
      if (actor.operator) {
        if (named === undefined) throw refuse(CONSOLE_ERRORS.tenantRequired);
        if (!(await findTenant(s.db, named))) throw refuse(COMMON_ERRORS.notFound, '组织不存在');
        iid = named;
      } else {
        if (actor.iid === null || (named !== undefined && named !== actor.iid)) throw refuse(CONSOLE_ERRORS.otherTenant);
        iid = actor.iid;
      }
    } else iid = named ?? actor.iid ?? 0;
    const reason = String((params as { reason?: unknown }).reason ?? '').trim();
    if (rule.money && !reason) throw refuse(CONSOLE_ERRORS.reasonRequired);
    const auditIid = rule.scope === 'platform' && named === undefined ? null : iid || null;
    if (declaration.kind !== 'mutation') {
      const audit = () => Promise.reject(new Error(`${declaration.name} is a read: it writes no audit line`));
      return handler(params as z.output<D['params']>, { ...ctx, actor, iid, audit });
    }
    return s.db.transaction(async (tx) => {
      let audited = false;
      const audit = async (entry: AuditEntry) => {
        audited = true;
        await writeAudit(tx, actor, entry.iid ?? auditIid, { ...entry, reason: entry.reason ?? reason }, s.now());
      };
      const result = await handler(params as z.output<D['params']>, { ...ctx, services: { ...s, db: tx }, actor, iid, audit });
      if (!audited) throw new Error(`${declaration.name}: a console write must record its audit line`);
      return result;
    });
  });
}

// ——— the admin API's routes (plain Fastify routes the CLI and tests call) ———

const actors = new WeakMap<FastifyRequest, { actor: Actor; acting: number | null }>();

const statedIid = (request: FastifyRequest): number | undefined => {
  for (const source of [request.query, request.body]) {
    if (typeof source === 'object' && source !== null && 'iid' in source) {
      const n = Number((source as { iid: unknown }).iid);
      if (Number.isInteger(n) && n > 0) return n;
    }
  }
  return undefined;
};

const REDACT = /password|secret|token/i;
const redacted = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, REDACT.test(k) ? '[redacted]' : v])) : value;

/**
 * The admin API's check, as a preHandler hook of a scope of routes: `Authorization: Bearer
 * <staff session token>` (from `staff.signIn`; 401 1000001 without a live one), one of `roles`
 * (the owner and operators always; 403 4920 otherwise), and the tenant: an `iid` in the query or
 * body must be the caller's own tenant unless the caller is a platform operator (403 4921).
 * A route that reads a record by id checks its tenant with `mayAct`. `money`: a write needs a
 * `reason` (400 4922). Every successful write is recorded in the audit log (the route, its
 * params and body, passwords and secrets redacted).
 *
 * @example
 * app.register(async (scope) => { staffGuard(scope, services, ['reviewer']); scope.get(…) });
 */
export function staffGuard(scope: { addHook: (name: 'preHandler' | 'onSend', hook: never) => unknown }, s: Pick<Services, 'db' | 'limiter' | 'now'>, roles: readonly string[], options: { money?: boolean } = {}): void {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!s.limiter.hit(`admin:${request.ip}`, 120, 60_000)) return reply.code(429).send({ code: 429, msg: '操作过于频繁，请稍后再试' });
    const header = request.headers.authorization ?? '';
    const actor = await actorOfToken(s.db, header.startsWith('Bearer ') ? header.slice(7) : '', s.now());
    if (!actor) return reply.code(401).send({ code: COMMON_ERRORS.sessionInvalid.code, msg: COMMON_ERRORS.sessionInvalid.msg });
    if (!mayUse(actor, { roles, scope: 'tenant' })) return reply.code(403).send({ code: CONSOLE_ERRORS.forbidden.code, msg: CONSOLE_ERRORS.forbidden.msg });
    const stated = statedIid(request);
    if (stated !== undefined && !actor.operator && stated !== actor.iid) return reply.code(403).send({ code: CONSOLE_ERRORS.otherTenant.code, msg: CONSOLE_ERRORS.otherTenant.msg });
    const body = request.body as { reason?: unknown } | undefined;
    if (options.money && request.method !== 'GET' && !String(body?.reason ?? '').trim()) return reply.code(400).send({ code: CONSOLE_ERRORS.reasonRequired.code, msg: CONSOLE_ERRORS.reasonRequired.msg });
    actors.set(request, { actor, acting: stated ?? actor.iid });
    return undefined;
  };
  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const seen = actors.get(request);
    if (!seen || request.method === 'GET' || reply.statusCode >= 300) return payload;
    if (typeof payload === 'string' && !payload.startsWith('{"code":0')) return payload;
    const body = request.body as { reason?: unknown } | undefined;
    await writeAudit(
      s.db,
      seen.actor,
      seen.acting,
      { action: `${request.method} ${request.routeOptions.url ?? request.url}`, target: JSON.stringify(request.params ?? {}), after: redacted(request.body ?? null), reason: String(body?.reason ?? '') },
      s.now(),
    );
    return payload;
  };
  scope.addHook('preHandler', check as never);
  scope.addHook('onSend', record as never);
}

/** The actor of an admin route (after `staffGuard`). */
export function actorOf(request: FastifyRequest): Actor {
  const seen = actors.get(request);
  if (!seen) throw new Error('actorOf: the route is not behind staffGuard');
  return seen.actor;
}

/**
 * Whether the admin route's caller may act on a record of tenant `iid` (an operator: any; staff:
 * their own). A route answers 404 when not, as for a record that does not exist, and the audit
 * line names that tenant.
 */
export function mayAct(request: FastifyRequest, iid: number): boolean {
  const seen = actors.get(request);
  if (!seen) return false;
  if (!seen.actor.operator && seen.actor.iid !== iid) return false;
  seen.acting = iid;
  return true;
}

/** The tenant an admin route acts in: the `iid` it was given, else the caller's own; null for an operator who named none. */
export function actingIid(request: FastifyRequest): number | null {
  return actors.get(request)?.acting ?? null;
}
