import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberCollections } from './schema';

/*
 * What other modules may use of the collection's: collecting and un-collecting one of their
 * records for a member, and whether the member has collected it (each record once per member).
 */

export interface CollectedItem {
  iid: number;
  memberId: number;
  /** 'news', 'note', 'video', … : the record's kind, as the collection list shows it. */
  targetType: string;
  targetId: number;
  title: string;
  image: string;
  /** The record's in-app path. */
  link: string;
}

/** Collects a record for the member (a second time changes nothing). */
export async function collectItem(db: Db, item: CollectedItem): Promise<void> {
  await db.insert(memberCollections).values(item).onConflictDoNothing();
}

/** Un-collects a record (nothing when it was not collected). */
export async function uncollectItem(db: Db, memberId: number, targetType: string, targetId: number): Promise<void> {
  await db
    .delete(memberCollections)
    .where(and(eq(memberCollections.memberId, memberId), eq(memberCollections.targetType, targetType), eq(memberCollections.targetId, targetId)));
}

/** Whether the member has collected the record. */
export async function isCollected(db: Db, memberId: number, targetType: string, targetId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberCollections.id })
    .from(memberCollections)
    .where(and(eq(memberCollections.memberId, memberId), eq(memberCollections.targetType, targetType), eq(memberCollections.targetId, targetId)))
    .limit(1);
  return row !== undefined;
}
