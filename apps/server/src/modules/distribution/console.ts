import { COMMON_ERRORS, distribution } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implementConsole } from '../staff/api';
import { applicationViews } from './admin';
import { decide, roleById } from './roles';
import { distRoles } from './schema';

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console's approval queue of distributor applications (reviewers), in the caller's tenant. */
export const distributionConsoleCalls = [
  implementConsole(distribution.consoleRoles, async ({ status, keyword, pageNo, pageSize }, { services: s, iid }) => {
    const k = keyword?.trim();
    const where = and(eq(distRoles.iid, iid), status === undefined ? undefined : eq(distRoles.status, status), k ? or(ilike(distRoles.realName, likeOf(k)), ilike(distRoles.mobile, likeOf(k))) : undefined);
    const [total] = await s.db.select({ n: count() }).from(distRoles).where(where);
    const rows = await s.db.select().from(distRoles).where(where).orderBy(desc(distRoles.appliedAt), desc(distRoles.id)).limit(pageSize).offset((pageNo - 1) * pageSize);
    return { list: await applicationViews(s.db, rows), total: total?.n ?? 0 };
  }),

  implementConsole(distribution.consoleDecide, async ({ roleId, pass, reason = '' }, { services: s, iid, audit }) => {
    const before = await roleById(s.db, roleId);
    // Another tenant's application reads as missing, whatever its id.
    if (!before || before.iid !== iid) throw refuse(COMMON_ERRORS.notFound, '没有这个申请');
    const row = await decide(s.db, iid, roleId, { pass, reason, byRoleId: null, byMemberId: null }, new Date(s.now()));
    const [view] = await applicationViews(s.db, [row]);
    if (!view) throw refuse(COMMON_ERRORS.notFound, '没有这个申请');
    await audit({ action: pass ? 'distribution.approve' : 'distribution.reject', target: `distribution-role:${roleId}`, before: { status: before.status }, after: { status: row.status, reason: row.reason }, reason });
    return view;
  }),
];
