import { staff as calls } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { refuse, ReplyError } from '../../http/reply-error';
import { maskMobile } from '../../platform/mask-mobile';
import { backoffMessage } from '../../security/login-backoff';
import { hashPassword, newToken, sha256, verifyPassword } from '../../security/passwords';
import { checkSmsCode, sendSmsCode, spendSmsCode } from '../../security/sms-codes';
import type { Services } from '../../services';
import { writeAudit } from './api';
import { staffAccounts, staffDevices, staffSessions } from './schema';

type StaffRow = typeof staffAccounts.$inferSelect;

/** An account as the console shows it. */
export function staffView(row: StaffRow) {
  return {
    id: row.id,
    iid: row.iid,
    name: row.name,
    mobile: row.mobile,
    roles: row.roles,
    disabled: row.disabled,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// A stable hash for a password nobody has, so an unknown number costs as long as a wrong password.
let decoy: Promise<string> | undefined;

/**
 * Mobile + password from a device. A device the account has not proved needs the SMS code: the
 * first try sends it (4902), the next with `code` trusts the device. Wrong passwords slow the
 * number down (the members' backoff); 20 sign-ins a minute per address.
 */
export async function signIn(
  s: Services,
  request: Pick<FastifyRequest, 'ip' | 'log'>,
  params: { mobile: string; password: string; deviceId: string; code?: string | undefined },
) {
  const errors = calls.signIn.errors;
  if (!s.limiter.hit(`staff-sign-in:${request.ip}`, 20, 60_000)) throw new ReplyError(429, '操作过于频繁，请稍后再试', 429);
  const account = `staff:${params.mobile}`;
  const wait = s.loginBackoff.waitMs(account);
  if (wait > 0) throw new ReplyError(429, backoffMessage(wait), 429);
  const [row] = await s.db.select().from(staffAccounts).where(eq(staffAccounts.mobile, params.mobile)).limit(1);
  decoy ??= hashPassword(newToken());
  const good = await verifyPassword(params.password, row?.passwordHash ?? (await decoy));
  if (!row || !good) {
    s.loginBackoff.failed(account);
    throw refuse(errors.wrongPassword);
  }
  s.loginBackoff.succeeded(account);
  if (row.disabled) throw refuse(errors.disabled);
  const deviceHash = sha256(`${row.id}:${params.deviceId}`);
  const [known] = await s.db.select({ at: staffDevices.trustedAt }).from(staffDevices).where(and(eq(staffDevices.staffId, row.id), eq(staffDevices.deviceHash, deviceHash))).limit(1);
  const now = s.now();
  if (!known) {
    if (!params.code) {
      await sendSmsCode(s, row.mobile, request, { iid: row.iid, purpose: 'console-device' });
      throw refuse(errors.deviceCodeSent, `新设备登录，验证码已发送到 ${maskMobile(row.mobile)}`);
    }
    if (!(await checkSmsCode(s, row.mobile, params.code))) throw refuse(errors.badCode);
    await spendSmsCode(s, row.mobile);
    await s.db.insert(staffDevices).values({ staffId: row.id, deviceHash, trustedAt: new Date(now) }).onConflictDoNothing();
  }
  const token = newToken();
  const expiresAt = new Date(now + s.config.staffSessionMs);
  const [signed] = await s.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({ tokenHash: sha256(token), staffId: row.id, createdAt: new Date(now), expiresAt });
    await writeAudit(tx, { staffId: row.id, name: row.name }, row.iid, { action: 'staff.signIn', target: `staff:${row.id}`, after: { newDevice: !known } }, now);
    return tx.update(staffAccounts).set({ lastSignInAt: new Date(now) }).where(eq(staffAccounts.id, row.id)).returning();
  });
  return { token, expiresAt: expiresAt.toISOString(), staff: staffView(signed ?? row) };
}

/**
 * The bootstrap platform operator from the environment (OPERATOR_MOBILE, OPERATOR_PASSWORD): made
 * on start when missing, its password set to the environment's when it no longer matches. It
 * signs in like any account (an SMS code on a new device).
 */
export async function ensureOperator(s: Services): Promise<void> {
  const operator = s.config.operator;
  if (!operator) return;
  const [row] = await s.db.select().from(staffAccounts).where(eq(staffAccounts.mobile, operator.mobile)).limit(1);
  if (row && row.roles.includes(calls.PLATFORM_ROLE) && row.iid === null && !row.disabled && (await verifyPassword(operator.password, row.passwordHash))) return;
  const passwordHash = await hashPassword(operator.password);
  if (row) {
    await s.db.update(staffAccounts).set({ passwordHash, iid: null, roles: [calls.PLATFORM_ROLE], disabled: false }).where(eq(staffAccounts.id, row.id));
    await s.db.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
  } else {
    await s.db
      .insert(staffAccounts)
      .values({ iid: null, mobile: operator.mobile, name: '平台运营', passwordHash, roles: [calls.PLATFORM_ROLE], createdAt: new Date(s.now()) })
      .onConflictDoNothing();
  }
}

/** Ends every session of an account; how many. */
export async function endSessions(db: Db, staffId: number): Promise<number> {
  const ended = await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ t: staffSessions.tokenHash });
  return ended.length;
}
