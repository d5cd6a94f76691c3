import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsSends } from '../db/schema';

/*
 * The platform's SMS log (written by security/sms-codes.ts for every code handed to the provider),
 * as modules may read it: counted, and the latest sends with their numbers already masked.
 */

/** A tenant's sends since `since`, counted per Shanghai day ('YYYY-MM-DD'), kind, purpose and outcome. */
export async function smsSendCounts(db: Db, iid: number, since: Date) {
  const day = sql<string>`to_char(${smsSends.sentAt} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({ day, kind: smsSends.kind, purpose: smsSends.purpose, ok: smsSends.ok, count: sql<number>`count(*)`.mapWith(Number) })
    .from(smsSends)
    .where(and(eq(smsSends.iid, iid), gte(smsSends.sentAt, since)))
    .groupBy(day, smsSends.kind, smsSends.purpose, smsSends.ok);
}

/** A tenant's latest sends, newest first. */
export async function latestSmsSends(db: Db, iid: number, limit: number) {
  return db
    .select({ mobile: smsSends.mobileMasked, kind: smsSends.kind, purpose: smsSends.purpose, ok: smsSends.ok, sentAt: smsSends.sentAt })
    .from(smsSends)
    .where(eq(smsSends.iid, iid))
    .orderBy(desc(smsSends.sentAt), desc(smsSends.id))
    .limit(limit);
}
