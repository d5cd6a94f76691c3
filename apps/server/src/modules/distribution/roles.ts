import { distribution } from '@tongxin/api-client/catalogue';
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { memberCards } from '../member/api';
import { distFans, distRoles } from './schema';

/*
 * The role tree. A member applies under an active parent's key (or under the organisation);
 * the parent (or the organisation's reviewers) approves or rejects; a role can be cancelled. No
 * member is ever their own ancestor: an application checks the parent's ancestry under a
 * per-tenant advisory lock, so two applications cannot race a cycle into the tree.
 */

export const STATUS = distribution.ROLE_STATUS;
export type RoleRow = typeof distRoles.$inferSelect;

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new key for links: 10 characters without look-alikes. */
export function newDisKey(): string {
  return Array.from(randomBytes(10), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export async function roleOfMember(db: Db, memberId: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(distRoles).where(eq(distRoles.memberId, memberId));
  return row;
}

export async function roleByKey(db: Db, iid: number, disKey: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(distRoles).where(and(eq(distRoles.iid, iid), eq(distRoles.disKey, disKey)));
  return row;
}

export async function roleById(db: Db, id: number | null): Promise<RoleRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(distRoles).where(eq(distRoles.id, id));
  return row;
}

/** The caller's role when active, else the refusal every distributor-only call shares. */
export async function activeRole(db: Db, memberId: number): Promise<RoleRow> {
  const role = await roleOfMember(db, memberId);
  if (!role || role.status !== STATUS.active) throw refuse(distribution.grouth.errors.notDistributor);
  return role;
}

/** Whether `ancestorId` is `roleId` or above it in the tree (walked up one parent at a time; the tree has no cycle to loop on). */
async function isAncestorOrSelf(tx: Db, ancestorId: number, roleId: number): Promise<boolean> {
  let at: number | null = roleId;
  for (let depth = 0; at !== null && depth < 10_000; depth++) {
    if (at === ancestorId) return true;
    const [row]: { parentId: number | null }[] = await tx.select({ parentId: distRoles.parentId }).from(distRoles).where(eq(distRoles.id, at));
    at = row?.parentId ?? null;
  }
  return false;
}

export interface Application {
  readonly iid: number;
  readonly memberId: number;
  readonly parentKey: string | undefined;
  readonly realName: string;
  readonly mobile: string;
  readonly region: string;
  readonly applyReason: string;
}

/** Applies (or applies again after a rejection or cancellation): the role is pending under its parent. */
export async function apply(db: Db, a: Application, now: Date): Promise<RoleRow> {
  const errors = distribution.roleApply.errors;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`dist-tree:${a.iid}`}))`);
    const [mine] = await tx.select().from(distRoles).where(eq(distRoles.memberId, a.memberId)).for('update');
    if (mine?.status === STATUS.active) throw refuse(errors.already);
    if (mine?.status === STATUS.pending) throw refuse(errors.pending);
    let parentId: number | null = null;
    if (a.parentKey) {
      const parent = await roleByKey(tx, a.iid, a.parentKey);
      if (!parent) throw refuse(errors.unknownParent);
      if (parent.memberId === a.memberId) throw refuse(errors.self);
      if (parent.status !== STATUS.active) throw refuse(errors.parentInactive);
      if (mine && (await isAncestorOrSelf(tx, mine.id, parent.id))) throw refuse(errors.cycle);
      parentId = parent.id;
    }
    const values = {
      parentId,
      status: STATUS.pending,
      reason: '',
      approveId: null,
      realName: a.realName,
      mobile: a.mobile,
      region: a.region,
      applyReason: a.applyReason,
      appliedAt: now,
      reviewedAt: null,
    };
    const [row] = mine
      ? await tx.update(distRoles).set(values).where(eq(distRoles.id, mine.id)).returning()
      : await tx.insert(distRoles).values({ iid: a.iid, memberId: a.memberId, disKey: newDisKey(), ...values }).returning();
    if (!row) throw new Error('role not stored');
    return row;
  });
}

/**
 * Decides a pending application: by its parent (`byRoleId`, who must be the applicant's parent
 * and active) or by the organisation's reviewers (`byRoleId` null: any of the tenant's).
 */
export async function decide(db: Db, iid: number, roleId: number, decision: { pass: boolean; reason: string; byRoleId: number | null; byMemberId: number | null }, now: Date): Promise<RoleRow> {
  const errors = distribution.roleApprove.errors;
  if (!decision.pass && !decision.reason.trim()) throw refuse(errors.reasonRequired);
  const target = await roleById(db, roleId);
  if (!target || target.iid !== iid || (decision.byRoleId !== null && target.parentId !== decision.byRoleId)) throw refuse(errors.notYours);
  const [row] = await db
    .update(distRoles)
    .set({ status: decision.pass ? STATUS.active : STATUS.rejected, reason: decision.pass ? '' : decision.reason.trim(), approveId: decision.byMemberId, reviewedAt: now })
    .where(and(eq(distRoles.id, roleId), eq(distRoles.status, STATUS.pending)))
    .returning();
  if (!row) throw refuse(errors.notPending);
  return row;
}

/** Cancels a pending or active role (its own member's, or by its parent). */
export async function cancel(db: Db, role: RoleRow, reason: string, now: Date): Promise<RoleRow> {
  const [row] = await db
    .update(distRoles)
    .set({ status: STATUS.cancelled, reason, reviewedAt: now })
    .where(and(eq(distRoles.id, role.id), inArray(distRoles.status, [STATUS.pending, STATUS.active])))
    .returning();
  if (!row) throw refuse(distribution.roleCancel.errors.notCancellable);
  return row;
}

/** The role as its own member sees it (roleSchema). */
export async function roleView(db: Db, role: RoleRow, now: Date) {
  const [children] = await db.select({ n: count() }).from(distRoles).where(and(eq(distRoles.parentId, role.id), eq(distRoles.status, STATUS.active)));
  const [fans] = await db.select({ n: count() }).from(distFans).where(and(eq(distFans.roleId, role.id), gt(distFans.expiresAt, now)));
  const parent = await roleById(db, role.parentId);
  const cards = await memberCards(db, parent ? [parent.memberId] : []);
  return {
    id: role.id,
    parentId: role.parentId,
    userId: role.memberId,
    status: role.status,
    reason: role.reason,
    approveId: role.approveId,
    children: children?.n ?? 0,
    fans: fans?.n ?? 0,
    realName: role.realName,
    mobile: role.mobile,
    region: role.region,
    applyReason: role.applyReason,
    appliedAt: role.appliedAt.toISOString(),
    reviewedAt: role.reviewedAt?.toISOString() ?? null,
    parentName: parent ? (cards.get(parent.memberId)?.nickName ?? parent.realName) : '',
    opName: role.opName,
    opMobile: role.opMobile,
  };
}
