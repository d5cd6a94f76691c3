import { mall } from '@tongxin/api-client/catalogue';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { boughtOf, skuWithGoods } from './goods';
import { mallGoods, mallReservations, mallSkus } from './schema';

/*
 * Selling goods through the order kernel: a quote prices a line from its SKU (the server's price,
 * never the client's), a reservation takes the stock in the order's transaction (a conditional
 * UPDATE: never below zero) and records what the order holds, a release gives it back once.
 */

const { goodsNotFound, skuNotFound, outOfStock, overLimit } = mall.goodsErrors;

/** The line of an order as spec §3's payload names a SKU: `keys` a SKU id, or a goods id with `property`/`property2` its spec values. */
export interface GoodsLine {
  readonly keys?: string | undefined;
  readonly property?: string | undefined;
  readonly property2?: string | undefined;
  readonly num: number;
}

/** A priced line: what the kernel stores and charges. */
export interface GoodsQuote {
  readonly goodsId: number;
  readonly skuId: number;
  readonly storeId: number | null;
  readonly title: string;
  readonly image: string;
  readonly specText: string;
  /** The SKU's price now, fen. */
  readonly unitPrice: number;
  readonly num: number;
  /** unitPrice × num, fen. */
  readonly total: number;
  /** Commission of a distributor on the line, fen. */
  readonly commission: number;
}

export const specText = (values: readonly string[]) => values.filter(Boolean).join(' / ');

const limitMessage = (limit: number, bought: number) => (bought > 0 ? `该商品限购${limit}件，您已购买${bought}件` : `该商品限购${limit}件`);
const stockMessage = (stock: number) => (stock > 0 ? `库存不足，仅剩${stock}件` : '库存不足');

/** The SKU a line names, or a refusal (unknown SKU, goods off sale or another tenant's). */
async function skuOfLine(db: Db, iid: number, line: GoodsLine) {
  const id = Number(line.keys);
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse(skuNotFound);
  if (line.property === undefined || line.property === '') return skuWithGoods(db, iid, id);
  const values = [line.property, ...(line.property2 ? [line.property2] : [])];
  const [row] = await db
    .select({ sku: mallSkus, goods: mallGoods })
    .from(mallSkus)
    .innerJoin(mallGoods, eq(mallGoods.id, mallSkus.goodsId))
    .where(and(eq(mallGoods.id, id), eq(mallGoods.iid, iid), sql`${mallSkus.specValues} = ${JSON.stringify(values)}::jsonb`))
    .limit(1);
  return row;
}

/**
 * Prices a line for a buyer (null: no member yet): the SKU, its price, the stock and the
 * purchase limit as they are now (reserve checks both again under lock).
 */
export async function quoteGoods(db: Db, iid: number, memberId: number | null, line: GoodsLine): Promise<GoodsQuote> {
  const found = await skuOfLine(db, iid, line);
  if (!found) throw refuse(skuNotFound, '商品规格不存在');
  const { sku, goods } = found;
  if (!goods.onSale) throw refuse(goodsNotFound);
  if (line.num > sku.stock) throw refuse(outOfStock, stockMessage(sku.stock));
  if (goods.purchaseLimit > 0) {
    const bought = memberId === null ? 0 : await boughtOf(db, memberId, goods.id);
    if (bought + line.num > goods.purchaseLimit) throw refuse(overLimit, limitMessage(goods.purchaseLimit, bought));
  }
  return {
    goodsId: goods.id,
    skuId: sku.id,
    storeId: goods.storeId,
    title: goods.title,
    image: goods.images[0] ?? '',
    specText: specText(sku.specValues),
    unitPrice: sku.price,
    num: line.num,
    total: sku.price * line.num,
    commission: goods.commission * line.num,
  };
}

/**
 * Takes a quoted line's stock for an order, inside the order's transaction: the goods row is
 * locked while the member's limit is counted (two orders of one member cannot both pass it), the
 * stock is taken by a conditional UPDATE (two buyers of the last unit: one wins, the other is
 * refused `库存不足`), and the order's hold is recorded for the limit and the release.
 */
export async function reserveGoods(tx: Db, order: { iid: number; memberId: number; orderId: string }, quote: GoodsQuote): Promise<void> {
  const [goods] = await tx
    .select({ limit: mallGoods.purchaseLimit, onSale: mallGoods.onSale })
    .from(mallGoods)
    .where(and(eq(mallGoods.id, quote.goodsId), eq(mallGoods.iid, order.iid)))
    .for('update')
    .limit(1);
  if (!goods?.onSale) throw refuse(goodsNotFound);
  if (goods.limit > 0) {
    const bought = await boughtOf(tx, order.memberId, quote.goodsId);
    if (bought + quote.num > goods.limit) throw refuse(overLimit, limitMessage(goods.limit, bought));
  }
  const taken = await tx
    .update(mallSkus)
    .set({ stock: sql`${mallSkus.stock} - ${quote.num}` })
    .where(and(eq(mallSkus.id, quote.skuId), sql`${mallSkus.stock} >= ${quote.num}`))
    .returning({ stock: mallSkus.stock });
  if (taken.length === 0) {
    const [left] = await tx.select({ stock: mallSkus.stock }).from(mallSkus).where(eq(mallSkus.id, quote.skuId));
    throw refuse(outOfStock, stockMessage(left?.stock ?? 0));
  }
  await tx.insert(mallReservations).values({ iid: order.iid, memberId: order.memberId, orderId: order.orderId, goodsId: quote.goodsId, skuId: quote.skuId, num: quote.num });
}

/**
 * Gives an order's stock back (cancelled or expired), once: a second release of the same order
 * changes nothing. Returns the units released.
 */
export async function releaseGoods(tx: Db, orderId: string, now: Date): Promise<number> {
  const released = await tx
    .update(mallReservations)
    .set({ releasedAt: now })
    .where(and(eq(mallReservations.orderId, orderId), isNull(mallReservations.releasedAt)))
    .returning({ skuId: mallReservations.skuId, num: mallReservations.num });
  for (const r of released) {
    await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} + ${r.num}` })
      .where(eq(mallSkus.id, r.skuId));
  }
  return released.reduce((n, r) => n + r.num, 0);
}

/** Counts a paid order's units as sold (the goods' 已售). */
export async function goodsPaid(tx: Db, orderId: string): Promise<void> {
  const held = await tx
    .select({ goodsId: mallReservations.goodsId, num: mallReservations.num })
    .from(mallReservations)
    .where(and(eq(mallReservations.orderId, orderId), isNull(mallReservations.releasedAt)));
  for (const h of held) {
    await tx
      .update(mallGoods)
      .set({ sales: sql`${mallGoods.sales} + ${h.num}` })
      .where(eq(mallGoods.id, h.goodsId));
  }
}
