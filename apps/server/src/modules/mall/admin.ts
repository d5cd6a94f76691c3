import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { staffGuard } from '../staff/api';
import type { ModuleContext } from '../../platform/module';
import { mallGoods, mallSkus } from './schema';

const goodsParams = z.object({ id: z.coerce.number().int().positive() });
const iidQuery = z.object({ iid: z.coerce.number().int().positive() });
const goodsBody = z
  .object({
    iid: z.coerce.number().int().positive(),
    /** The goods' own payment window in seconds (1 s – 1 day); null: the tenant's again. */
    holdSeconds: z.number().int().min(1).max(86_400).nullable().optional(),
    onSale: z.boolean().optional(),
    /** Units available now of each SKU named (a restock or a count). */
    skus: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            stock: z.number().int().min(0).max(1_000_000),
          })
          .strict(),
      )
      .max(200)
      .optional(),
  })
  .strict();

/** The goods as the organisation manages it: its settings and each SKU's price and stock. */
async function goodsView(db: Db, iid: number, id: number) {
  const [goods] = await db
    .select({
      id: mallGoods.id,
      title: mallGoods.title,
      onSale: mallGoods.onSale,
      holdSeconds: mallGoods.holdSeconds,
      purchaseLimit: mallGoods.purchaseLimit,
    })
    .from(mallGoods)
    .where(and(eq(mallGoods.id, id), eq(mallGoods.iid, iid)));
  if (!goods) return undefined;
  const skus = await db
    .select({
      id: mallSkus.id,
      specValues: mallSkus.specValues,
      price: mallSkus.price,
      stock: mallSkus.stock,
    })
    .from(mallSkus)
    .where(eq(mallSkus.goodsId, id))
    .orderBy(asc(mallSkus.id));
  return { ...goods, skus };
}

/**
 * The organisation's goods settings (a staff session, `staffGuard`; replies `{ code: 0, t }`):
 *   GET  /api/admin/mall/goods/:id?iid=   the goods: onSale, holdSeconds, purchaseLimit, its SKUs with price and stock
 *   POST /api/admin/mall/goods/:id        { iid, holdSeconds?, onSale?, skus?: [{ id, stock }] }: its payment window
 *                                         (null: the tenant's), on or off sale, the units available now of its SKUs.
 *                                         All or nothing: a SKU of another goods is 404 and nothing changes.
 * Orders already waiting keep the time they were given; a stock set here is what new orders can take.
 */
export function registerMallAdmin({ app, services: s }: ModuleContext) {
  app.register(async (scope) => {
    staffGuard(scope, s, ['operator']);

    scope.get('/api/admin/mall/goods/:id', async (request, reply) => {
      const p = goodsParams.safeParse(request.params);
      const q = iidQuery.safeParse(request.query);
      if (!p.success || !q.success)
        return reply.code(400).send({ code: 400, msg: '参数错误：id, iid' });
      const view = await goodsView(s.db, q.data.iid, p.data.id);
      if (!view) return reply.code(404).send({ code: 404, msg: '商品不存在' });
      return { code: 0, t: view };
    });

    scope.post('/api/admin/mall/goods/:id', async (request, reply) => {
      const p = goodsParams.safeParse(request.params);
      const b = goodsBody.safeParse(request.body ?? {});
      if (!p.success) return reply.code(400).send({ code: 400, msg: '参数错误：id' });
      if (!b.success)
        return reply
          .code(400)
          .send({
            code: 400,
            msg: `参数错误：${b.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
          });
      const { iid, skus = [], ...settings } = b.data;
      const id = p.data.id;
      const found = await s.db.transaction(async (tx) => {
        const [goods] = await tx
          .select({ id: mallGoods.id })
          .from(mallGoods)
          .where(and(eq(mallGoods.id, id), eq(mallGoods.iid, iid)))
          .for('update');
        if (!goods) return 'goods';
        const ids = [...new Set(skus.map((k) => k.id))];
        const own =
          ids.length === 0
            ? []
            : await tx
                .select({ id: mallSkus.id })
                .from(mallSkus)
                .where(and(eq(mallSkus.goodsId, id), inArray(mallSkus.id, ids)));
        if (own.length !== ids.length) return 'sku';
        if (settings.holdSeconds !== undefined || settings.onSale !== undefined)
          await tx.update(mallGoods).set(settings).where(eq(mallGoods.id, id));
        for (const sku of skus)
          await tx.update(mallSkus).set({ stock: sku.stock }).where(eq(mallSkus.id, sku.id));
        return 'ok';
      });
      if (found === 'goods') return reply.code(404).send({ code: 404, msg: '商品不存在' });
      if (found === 'sku') return reply.code(404).send({ code: 404, msg: '规格不属于该商品' });
      return { code: 0, t: await goodsView(s.db, iid, id) };
    });
  });
}
