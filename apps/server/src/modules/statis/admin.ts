import { statis } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { memberIdByMobile } from '../member/api';
import { tenantRoles } from './schema';

const roleBody = z.object({
  iid: z.number().int().positive().max(2_147_483_647),
  mobile: z.string().regex(/^1\d{10}$/),
  role: z.enum(statis.STATIS_ROLES).nullable(),
});

/**
 * The organisation's roles under /api/admin/statis (a staff session (`staffGuard`)): POST
 * role { iid, mobile, role: 'leader' | 'admin' | null } gives the member of that number a role in
 * the tenant, or takes it away (null).
 */
export function registerStatisAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, []);
    scope.post('/api/admin/statis/role', async (request, reply) => {
      const body = roleBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 iid、mobile 和 role（leader、admin 或 null）' });
      const { iid, mobile, role } = body.data;
      const memberId = await memberIdByMobile(s.db, iid, mobile);
      if (memberId === undefined) return reply.code(404).send({ code: 404, msg: '该机构没有这个手机号的会员' });
      if (role === null) await s.db.delete(tenantRoles).where(and(eq(tenantRoles.iid, iid), eq(tenantRoles.memberId, memberId)));
      else
        await s.db
          .insert(tenantRoles)
          .values({ iid, memberId, role, grantedAt: new Date(s.now()) })
          .onConflictDoUpdate({ target: [tenantRoles.iid, tenantRoles.memberId], set: { role } });
      return { code: 0, t: { memberId, role } };
    });
  });
}
