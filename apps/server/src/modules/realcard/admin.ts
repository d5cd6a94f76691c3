import { z } from 'zod';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { pictureUrl } from '../../platform/picture';
import { issueCards, unlockCard } from './cards';

const fenField = z.number().int().min(0).max(10_000_000);
const issueBody = z.object({
  iid: z.number().int().positive().max(2_147_483_647),
  count: z.number().int().min(1).max(100),
  title: z.string().min(1).max(40).default('志愿者实体卡'),
  description: z.string().max(200).default(''),
  benefits: z.array(z.string().min(1).max(40)).max(20).default([]),
  balanceFen: fenField.default(0),
  validDays: z.number().int().min(1).max(3650).default(365),
  renewFen: fenField.default(9900),
  renewDays: z.number().int().min(1).max(3650).default(365),
  redPacketFen: fenField.default(0),
});
const unlockBody = z.object({ iid: z.number().int().positive().max(2_147_483_647), cardNo: z.string().min(1).max(32) });

/**
 * The issuer's real-card API under /api/admin/realcard (a staff session (`staffGuard`)):
 * POST issue { iid, count, title?, description?, benefits?, balanceFen?, validDays?, renewFen?,
 * renewDays?, redPacketFen? } answers the new cards' numbers and passwords, once (only their
 * hashes are kept); POST unlock { iid, cardNo } lets a locked card be tried again.
 */
export function registerRealCardAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['operator']);
    scope.post('/api/admin/realcard/issue', async (request, reply) => {
      const body = issueBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: `参数错误：${body.error.issues.map((i) => i.path.join('.')).join(', ')}` });
      const { count, ...issue } = body.data;
      const cards = await issueCards(s.db, { ...issue, image: pictureUrl(issue.title, 24) }, count);
      return { code: 0, t: cards };
    });
    scope.post('/api/admin/realcard/unlock', async (request, reply) => {
      const body = unlockBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ code: 400, msg: '参数错误：需要 iid 和 cardNo' });
      if (!(await unlockCard(s.db, body.data.iid, body.data.cardNo))) return reply.code(404).send({ code: 404, msg: '没有这张卡' });
      return { code: 0, t: true };
    });
  });
}
