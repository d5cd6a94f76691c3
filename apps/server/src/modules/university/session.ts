import { university } from '@tongxin/api-client/catalogue';
import type { CallDeclaration } from '@tongxin/api-client/define';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { refuse, sessionInvalid, type ReplyError } from '../../http/reply-error';
import { implement, type Handler, type Implementation } from '../../platform/module';
import { newToken, sha256 } from '../../security/passwords';
import type { Services } from '../../services';
import { applicants, applications, registrations, sessions } from './schema';

export interface Applicant {
  rid: number;
  iid: number;
  mobile: string;
}

/** Opens a session for an applicant; returns the token (only its hash is stored). */
export async function openSession(s: Services, rid: number): Promise<string> {
  const token = newToken();
  await s.db.insert(sessions).values({ tokenHash: sha256(token), rid, expiresAt: new Date(s.now() + s.config.tokenTtlMs) });
  // Expired sessions of this applicant are dropped as new ones open, so the table stays small.
  await s.db.delete(sessions).where(and(eq(sessions.rid, rid), lt(sessions.expiresAt, new Date(s.now()))));
  return token;
}

/** The applicant whose session this is; code 1000001 when the token is missing, wrong, expired or another's. */
export async function authenticate(s: Services, rid: number, token: string): Promise<Applicant> {
  const [row] = await s.db
    .select({ rid: applicants.rid, iid: applicants.iid, mobile: applicants.mobile })
    .from(sessions)
    .innerJoin(applicants, eq(applicants.rid, sessions.rid))
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.rid, rid), gt(sessions.expiresAt, new Date(s.now()))))
    .limit(1);
  if (!row) throw sessionInvalid();
  return row;
}

export type Application = typeof applications.$inferSelect;
export type Registration = typeof registrations.$inferSelect;

/**
 * The applicant's application to a registration, created (status 0) on first use. A registration
 * of another tenant does not exist for this applicant.
 */
export async function applicationOf(s: Services, who: Applicant, regId: number): Promise<{ app: Application; reg: Registration }> {
  const mine = and(eq(applications.rid, who.rid), eq(applications.regId, regId));
  // The common case in one round trip: the application exists.
  const [found] = await s.db
    .select({ app: applications, reg: registrations })
    .from(applications)
    .innerJoin(registrations, eq(registrations.id, applications.regId))
    .where(mine)
    .limit(1);
  if (found && found.reg.iid === who.iid) return found;
  const [reg] = await s.db.select().from(registrations).where(eq(registrations.id, regId)).limit(1);
  if (!reg || reg.iid !== who.iid) throw refuse(university.UNIVERSITY_ERRORS.noRegistration);
  // First use: create it (a parallel first call may win the race; then read theirs).
  const [created] = await s.db.insert(applications).values({ rid: who.rid, regId }).onConflictDoNothing().returning();
  const app = created ?? (await s.db.select().from(applications).where(mine).limit(1))[0];
  if (!app) throw new Error('application row missing after insert');
  return { app, reg };
}

/** Code 1010: the registration's status does not allow this. */
export const notInThisStatus = () => refuse(university.UNIVERSITY_ERRORS.notInThisStatus);

/** The params that carry the applicant's session (createOrder names the rid `userId`). */
export const SESSION_FIELDS: ReadonlySet<string> = new Set(['rid', 'token', 'userId']);

/**
 * A missing, empty or malformed rid or token is a session problem, not a bad request: the reply
 * is 1000001 (spec §4, §8: the client clears its credentials and goes to login), like a wrong one.
 */
export function sessionParamsProblem(error: z.core.$ZodError): ReplyError | undefined {
  return error.issues.some((issue) => SESSION_FIELDS.has(String(issue.path[0]))) ? sessionInvalid() : undefined;
}

/** `implement` for the university's calls: session params that fail their schema answer 1000001. */
export function sessionCall<D extends CallDeclaration>(declaration: D, handler: NoInfer<Handler<D>>): Implementation {
  return implement(declaration, handler, { invalidParams: sessionParamsProblem });
}
