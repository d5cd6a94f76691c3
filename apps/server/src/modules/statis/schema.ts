import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberIdColumn } from '../member/api';

/** A member's role within their tenant (statis.STATIS_ROLES: leader, admin): it opens the organisation's statistics. */
export const tenantRoles = pgTable(
  'tenant_roles',
  {
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tenant_roles_member').on(t.iid, t.memberId)],
);
