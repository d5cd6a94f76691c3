import { randomInt } from 'node:crypto';
import { isMobile } from '@tongxin/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COMMON_ERRORS, member, type statis } from '@tongxin/api-client/catalogue';
import { smsCodes, smsSends } from '../db/schema';
import { refuse } from '../http/reply-error';
import { maskMobile } from '../platform/mask-mobile';
import type { Services } from '../services';
import { sha256 } from './passwords';

/**
 * The server's one verification-code service, behind every "send a code" call (the university's
 * sendPhoneCode, the community's member.sendCode) and every sign-up that checks one. One row per
 * number in `sms_codes`, so the limits below hold whichever call asks: a number gets one code a
 * minute and an address 20 an hour in total, not per call.
 */
export const SMS_CODE_RULES = {
  /** Codes one client address may ask for in an hour (counted in this process: README "Past one instance"). */
  perAddressPerHour: 20,
  /** A number gets another code only a minute after the last. */
  resendAfterMs: 60_000,
  /** How long a code is good. */
  ttlMs: 10 * 60_000,
  /** Wrong guesses after which a code is void. */
  maxGuesses: 5,
} as const;

const HOUR = 3_600_000;

/** What is stored instead of the code: a hash bound to the number. */
export const smsCodeHash = (mobile: string, code: string) => sha256(`${mobile}:${code.trim()}`);

/**
 * Sends a new 6-digit code to `mobile` through the SMS provider, or throws the refusal:
 * 400 `请输入正确的手机号码`, 429 (too many from the address, or within a minute of the last code),
 * 1005 when the provider failed (the code is forgotten, so the number may ask again at once).
 * Every code handed to the provider is logged in `sms_sends` for the tenant it was sent for
 * (`sentFor`), accepted or failed, with the number masked; a refusal above sends nothing and logs
 * nothing. The dev provider remembers the last code only when SMS_EXPOSE_CODES=1 (tests).
 */
export async function sendSmsCode(
  s: Services,
  mobile: string,
  request: { ip: string; log: FastifyBaseLogger },
  sentFor: { iid: number | null; purpose: statis.SmsPurpose },
): Promise<void> {
  // The refusals both code calls declare (member.sendCode, university.sendPhoneCode).
  const errors = member.sendCode.errors;
  if (!isMobile(mobile)) throw refuse(errors.badMobile);
  if (!s.limiter.hit(`sms:ip:${request.ip}`, SMS_CODE_RULES.perAddressPerHour, HOUR)) throw refuse(COMMON_ERRORS.tooMany);
  const now = s.now();
  const [last] = await s.db.select({ sentAt: smsCodes.sentAt }).from(smsCodes).where(eq(smsCodes.mobile, mobile)).limit(1);
  if (last && now - last.sentAt.getTime() < SMS_CODE_RULES.resendAfterMs) throw refuse(errors.tooMany, '验证码已发送，请1分钟后再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = { codeHash: smsCodeHash(mobile, code), sentAt: new Date(now), expiresAt: new Date(now + SMS_CODE_RULES.ttlMs), attempts: 0 };
  await s.db.insert(smsCodes).values({ mobile, ...row }).onConflictDoUpdate({ target: smsCodes.mobile, set: row });
  const log = (ok: boolean) => s.db.insert(smsSends).values({ iid: sentFor.iid, kind: 'code', purpose: sentFor.purpose, mobileMasked: maskMobile(mobile), ok, sentAt: new Date(now) });
  try {
    await s.sms.send(mobile, code);
  } catch (error) {
    request.log.error(error);
    await s.db.delete(smsCodes).where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.codeHash, row.codeHash)));
    await log(false);
    throw refuse(errors.smsFailed);
  }
  await log(true);
}

/**
 * Whether `code` is the number's current code: unexpired and within the guesses. Every check
 * counts as a guess before it is compared, so parallel guesses cannot exceed the limit. The code
 * stays until `spendSmsCode` (a sign-up that fails for another reason does not burn it).
 */
export async function checkSmsCode(s: Services, mobile: string, code: string): Promise<boolean> {
  const [row] = await s.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.mobile, mobile))
    .returning();
  return row !== undefined && row.attempts <= SMS_CODE_RULES.maxGuesses && row.expiresAt.getTime() > s.now() && row.codeHash === smsCodeHash(mobile, code);
}

/** The code did its job: it cannot be used again. */
export async function spendSmsCode(s: Services, mobile: string): Promise<void> {
  await s.db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
}
