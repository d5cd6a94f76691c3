import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionInvalid } from '../../http/reply-error';
import { newToken, sha256 } from '../../security/passwords';
import { members, memberSessions } from './schema';

/** Sessions last 30 days from sign-in. */
export const SESSION_DAYS = 30;

/** Opens a session: a random token (given to the client once) and its hash (stored). */
export async function openSession(db: Db, memberId: number, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(memberSessions).values({ tokenHash: sha256(token), memberId, expiresAt });
  return { token, expiresAt };
}

export async function closeSession(db: Db, token: string) {
  await db.delete(memberSessions).where(eq(memberSessions.tokenHash, sha256(token)));
}

export type Member = typeof members.$inferSelect;

/** The member of a valid, unexpired token in tenant `iid`; otherwise the session error (1000001). */
export async function requireMember(db: Db, iid: number, token: string, now = new Date()): Promise<Member> {
  const [row] = await db
    .select({ member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.tokenHash, sha256(token)), gt(memberSessions.expiresAt, now)))
    .limit(1);
  if (!row || row.member.iid !== iid) throw sessionInvalid();
  return row.member;
}
