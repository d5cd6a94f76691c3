import { randomUUID } from 'node:crypto';
import { mall } from '@tongxin/api-client/catalogue';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { isVip } from '../vip/api';
import { boughtOf, memberPrice, skuWithGoods } from './goods';
import { mallCartLines, mallGoods, mallReservations, mallSkus } from './schema';

/*
 * Selling goods through the order kernel: a quote prices the lines from their SKUs (the server's
 * prices, never the client's) and makes a hold key; a reservation takes the stock in the order's
 * transaction (a conditional UPDATE: never below zero) and records what the hold took; a release
 * gives it back once.
 */

const { goodsNotFound, skuNotFound, outOfStock, overLimit } = mall.goodsErrors;

/** A line of spec §3's payload for goods: `keys` a SKU id, or a goods id with `property`/`property2` its spec values. */
export interface GoodsLine {
  readonly keys?: string | undefined;
  readonly property?: string | undefined;
  readonly property2?: string | undefined;
  readonly num: number;
}

/** One priced SKU of an order. */
export interface GoodsItem {
  readonly goodsId: number;
  readonly skuId: number;
  readonly storeId: number | null;
  readonly title: string;
  readonly image: string;
  readonly specText: string;
  /** What the buyer pays a unit now, fen: the SKU's price, or its member price for a vip card holder. */
  readonly unitPrice: number;
  /** Whether unitPrice is the member price. */
  readonly memberPrice: boolean;
  readonly num: number;
  /** Most a member may hold of the goods (0 none) and what the buyer holds already. */
  readonly limit: number;
  readonly bought: number;
  /** A distributor's commission on the line, fen. */
  readonly commission: number;
  /** The goods' own payment window in seconds (a flash sale's), null for the tenant's. */
  readonly holdSeconds: number | null;
}

export const specText = (values: readonly string[]) => values.filter(Boolean).join(' / ');

const limitMessage = (limit: number, bought: number) => (bought > 0 ? `该商品限购${limit}件，您已购买${bought}件` : `该商品限购${limit}件`);
const stockMessage = (stock: number) => (stock > 0 ? `库存不足，仅剩${stock}件` : '该规格已售罄');

/** The SKU a line names, or undefined. */
async function skuOfLine(db: Db, iid: number, line: GoodsLine) {
  const id = Number(line.keys);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (!line.property) return skuWithGoods(db, iid, id);
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
 * Prices one SKU line for a buyer (null: no member yet): the SKU, its price, and refuses what
 * cannot be had now — unknown SKU, goods off sale, above the stock, above the purchase limit
 * (reserve checks stock and limit again under lock).
 */
export async function quoteGoods(db: Db, iid: number, memberId: number | null, line: GoodsLine): Promise<GoodsItem> {
  if (!Number.isSafeInteger(line.num) || line.num < 1) throw refuse(mall.goodsErrors.outOfStock, '请选择数量');
  const found = await skuOfLine(db, iid, line);
  if (!found) throw refuse(skuNotFound, '商品规格不存在');
  const { sku, goods } = found;
  if (!goods.onSale) throw refuse(goodsNotFound);
  if (line.num > sku.stock) throw refuse(outOfStock, stockMessage(sku.stock));
  const bought = memberId === null || goods.purchaseLimit === 0 ? 0 : await boughtOf(db, memberId, goods.id);
  if (goods.purchaseLimit > 0 && bought + line.num > goods.purchaseLimit) throw refuse(overLimit, limitMessage(goods.purchaseLimit, bought));
  // The member price only for a member whose vip card is valid now: the server decides, never the page.
  const vipPrice = memberPrice(sku.price, goods.vipDiscount);
  const vip = vipPrice !== null && memberId !== null && (await isVip(db, memberId, new Date()));
  return {
    goodsId: goods.id,
    skuId: sku.id,
    storeId: goods.storeId,
    title: goods.title,
    image: goods.images[0] ?? '',
    specText: vip ? [specText(sku.specValues), '会员价'].filter(Boolean).join(' · ') : specText(sku.specValues),
    unitPrice: vip && vipPrice !== null ? vipPrice : sku.price,
    memberPrice: vip,
    num: line.num,
    limit: goods.purchaseLimit,
    bought,
    commission: goods.commission * line.num,
    holdSeconds: goods.holdSeconds,
  };
}

/** A new hold key: what a quote's reservation is recorded under (kept in the order's snapshot). */
export const newHoldKey = () => randomUUID();

/**
 * Takes the items' stock for an order, inside the order's transaction: each goods with a limit
 * is locked while the member's holds are counted (two orders of one member cannot both pass it),
 * the stock is taken by a conditional UPDATE (two buyers of the last unit: one wins, the other is
 * refused 库存不足), and the hold is recorded under `holdKey` for the limit and the release.
 */
export async function reserveGoods(tx: Db, hold: { iid: number; memberId: number; holdKey: string }, items: readonly Pick<GoodsItem, 'goodsId' | 'skuId' | 'num'>[]): Promise<void> {
  for (const item of items) {
    const [goods] = await tx
      .select({ limit: mallGoods.purchaseLimit, onSale: mallGoods.onSale })
      .from(mallGoods)
      .where(and(eq(mallGoods.id, item.goodsId), eq(mallGoods.iid, hold.iid)))
      .for('update')
      .limit(1);
    if (!goods?.onSale) throw refuse(goodsNotFound);
    if (goods.limit > 0) {
      const bought = await boughtOf(tx, hold.memberId, item.goodsId);
      if (bought + item.num > goods.limit) throw refuse(overLimit, limitMessage(goods.limit, bought));
    }
    const taken = await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} - ${item.num}` })
      .where(and(eq(mallSkus.id, item.skuId), eq(mallSkus.goodsId, item.goodsId), sql`${mallSkus.stock} >= ${item.num}`))
      .returning({ stock: mallSkus.stock });
    if (taken.length === 0) {
      const [left] = await tx.select({ stock: mallSkus.stock }).from(mallSkus).where(eq(mallSkus.id, item.skuId));
      throw refuse(outOfStock, stockMessage(left?.stock ?? 0));
    }
    await tx.insert(mallReservations).values({ iid: hold.iid, memberId: hold.memberId, holdKey: hold.holdKey, goodsId: item.goodsId, skuId: item.skuId, num: item.num });
  }
}

/**
 * Gives a hold's stock back (its order cancelled, expired or refunded), once: a second release
 * changes nothing. Returns the units released.
 */
export async function releaseGoods(tx: Db, holdKey: string, now: Date): Promise<number> {
  const released = await tx
    .update(mallReservations)
    .set({ releasedAt: now })
    .where(and(eq(mallReservations.holdKey, holdKey), isNull(mallReservations.releasedAt)))
    .returning({ skuId: mallReservations.skuId, num: mallReservations.num });
  for (const r of released) {
    await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} + ${r.num}` })
      .where(eq(mallSkus.id, r.skuId));
  }
  return released.reduce((n, r) => n + r.num, 0);
}

/**
 * What the holds among `holdKeys` (of orders whose time has passed, not yet released) still take of
 * a goods: units by SKU, and the units of `memberId`'s own. A read counts them as free again.
 */
export async function lapsedUnits(db: Db, goodsId: number, holdKeys: readonly string[], memberId: number | null): Promise<{ bySku: Map<number, number>; mine: number }> {
  const bySku = new Map<number, number>();
  let mine = 0;
  if (holdKeys.length === 0) return { bySku, mine };
  const rows = await db
    .select({ skuId: mallReservations.skuId, memberId: mallReservations.memberId, num: mallReservations.num })
    .from(mallReservations)
    .where(and(eq(mallReservations.goodsId, goodsId), inArray(mallReservations.holdKey, [...holdKeys]), isNull(mallReservations.releasedAt)));
  for (const r of rows) {
    bySku.set(r.skuId, (bySku.get(r.skuId) ?? 0) + r.num);
    if (r.memberId === memberId) mine += r.num;
  }
  return { bySku, mine };
}

/** Counts a paid hold's units as sold (the goods' 已售). */
export async function goodsPaid(tx: Db, holdKey: string): Promise<void> {
  const held = await tx
    .select({ goodsId: mallReservations.goodsId, num: mallReservations.num })
    .from(mallReservations)
    .where(and(eq(mallReservations.holdKey, holdKey), isNull(mallReservations.releasedAt)));
  for (const h of held) {
    await tx
      .update(mallGoods)
      .set({ sales: sql`${mallGoods.sales} + ${h.num}` })
      .where(eq(mallGoods.id, h.goodsId));
  }
}

/** Takes the member's cart lines of these ids out of the cart (their order was created), in the order's transaction. */
export async function takeCartLines(tx: Db, memberId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(mallCartLines).where(and(eq(mallCartLines.memberId, memberId), inArray(mallCartLines.id, [...ids])));
}
