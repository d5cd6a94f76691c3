import { mall } from '@tongxin/api-client/catalogue';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mallGoods, mallPresales, mallReservations, mallSkus, mallStores } from './schema';

/*
 * Reading goods: the cards of the lists (price = the cheapest SKU's, stock = the sum), a detail
 * with its SKUs, and what a member holds of a goods in orders (the purchase limit's count).
 */

const { onSale, soldOut, offSale } = mall.GOODS_STATE;

/** Each goods' cheapest price and total stock, over its SKUs. */
function skuTotals(db: Db) {
  return db
    .select({
      goodsId: mallSkus.goodsId,
      price: sql<number>`min(${mallSkus.price})`.mapWith(Number).as('price'),
      stock: sql<number>`sum(${mallSkus.stock})`.mapWith(Number).as('stock'),
    })
    .from(mallSkus)
    .groupBy(mallSkus.goodsId)
    .as('sku_totals');
}

export type GoodsRow = typeof mallGoods.$inferSelect;

export function stateOf(goods: Pick<GoodsRow, 'onSale'>, stock: number): number {
  if (!goods.onSale) return offSale;
  return stock > 0 ? onSale : soldOut;
}

function cardOf(g: GoodsRow, price: number, stock: number): mall.GoodsCard {
  return {
    id: g.id,
    title: g.title,
    image: g.images[0] ?? '',
    price,
    linePrice: g.linePrice,
    sales: g.sales,
    stock,
    state: stateOf(g, stock),
    limit: g.purchaseLimit,
    categoryId: g.categoryId,
    storeId: g.storeId,
  };
}

const ORDERS: Record<mall.GoodsSort, (t: ReturnType<typeof skuTotals>) => SQL[]> = {
  default: () => [asc(mallGoods.sort), desc(mallGoods.id)],
  priceAsc: (t) => [asc(t.price), asc(mallGoods.id)],
  priceDesc: (t) => [desc(t.price), asc(mallGoods.id)],
  sales: () => [desc(mallGoods.sales), asc(mallGoods.id)],
  new: () => [desc(mallGoods.createdAt), desc(mallGoods.id)],
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface GoodsQuery {
  iid: number;
  catId?: number;
  /** A store's goods; null: the mall's own; undefined: both. */
  storeId?: number | null;
  words?: string;
  sortBy: mall.GoodsSort;
  limit: number;
  offset: number;
  /** Highest commission first (the distributor's list). */
  byCommission?: boolean;
  /** Only these goods (a member's micro-store). */
  ids?: readonly number[];
}

/** A page of goods on sale, sold-out ones last, and the count over all pages. */
export async function goodsPage(db: Db, q: GoodsQuery) {
  const totals = skuTotals(db);
  const words = q.words?.trim();
  const where = and(
    eq(mallGoods.iid, q.iid),
    eq(mallGoods.onSale, true),
    q.catId === undefined ? undefined : eq(mallGoods.categoryId, q.catId),
    q.ids === undefined ? undefined : inArray(mallGoods.id, [...q.ids]),
    q.storeId === undefined ? undefined : q.storeId === null ? isNull(mallGoods.storeId) : eq(mallGoods.storeId, q.storeId),
    words ? or(ilike(mallGoods.title, `%${likeLiteral(words)}%`), ilike(mallGoods.subtitle, `%${likeLiteral(words)}%`)) : undefined,
  );
  const order = q.byCommission ? [desc(mallGoods.commission), asc(mallGoods.id)] : ORDERS[q.sortBy](totals);
  const rows = await db
    .select({ goods: mallGoods, price: totals.price, stock: totals.stock })
    .from(mallGoods)
    .innerJoin(totals, eq(totals.goodsId, mallGoods.id))
    .where(where)
    .orderBy(sql`(${totals.stock} = 0)`, ...order)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mallGoods).innerJoin(totals, eq(totals.goodsId, mallGoods.id)).where(where);
  return { rows: rows.map((r) => ({ ...cardOf(r.goods, r.price, r.stock), commission: r.goods.commission })), total: count?.n ?? 0 };
}

/** A goods of the tenant (on sale or not) by id, or undefined. */
export async function goodsById(db: Db, iid: number, goodsId: number): Promise<GoodsRow | undefined> {
  const [row] = await db.select().from(mallGoods).where(and(eq(mallGoods.id, goodsId), eq(mallGoods.iid, iid))).limit(1);
  return row;
}

/** A SKU with its goods, both of the tenant, or undefined. */
export async function skuWithGoods(db: Db, iid: number, skuId: number) {
  const [row] = await db
    .select({ sku: mallSkus, goods: mallGoods })
    .from(mallSkus)
    .innerJoin(mallGoods, eq(mallGoods.id, mallSkus.goodsId))
    .where(and(eq(mallSkus.id, skuId), eq(mallGoods.iid, iid)))
    .limit(1);
  return row;
}

/**
 * What a vip card holder pays for a unit at `price` under the goods' member discount (per cent
 * paid, rounded to the fen), or null when the goods has none (0, or 100 and above).
 */
export function memberPrice(price: number, vipDiscount: number): number | null {
  if (!Number.isInteger(vipDiscount) || vipDiscount <= 0 || vipDiscount >= 100) return null;
  return Math.round((price * vipDiscount) / 100);
}

export async function skusOf(db: Db, goodsId: number) {
  return db.select().from(mallSkus).where(eq(mallSkus.goodsId, goodsId)).orderBy(asc(mallSkus.id));
}

/** Units of a goods the member holds in orders not released (paid and unpaid). */
export async function boughtOf(db: Db, memberId: number, goodsId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(mallReservations.num).mapWith(Number) })
    .from(mallReservations)
    .where(and(eq(mallReservations.memberId, memberId), eq(mallReservations.goodsId, goodsId), isNull(mallReservations.releasedAt)));
  return row?.n ?? 0;
}

/**
 * The goods' detail: its specs from its SKUs' values, in the order the SKUs list them. `freed`: the
 * units by SKU that holds past their time still take, shown as stock.
 */
export async function goodsDetail(db: Db, goods: GoodsRow, bought: number, now: Date, freed: ReadonlyMap<number, number>, isVip = false): Promise<mall.GoodsDetail> {
  const skus = (await skusOf(db, goods.id)).map((s) => ({ ...s, stock: s.stock + (freed.get(s.id) ?? 0) }));
  const stock = skus.reduce((n, s) => n + s.stock, 0);
  const price = skus.reduce((m, s) => Math.min(m, s.price), Number.POSITIVE_INFINITY);
  const specs = goods.specNames.map((name, i) => ({ name, values: [...new Set(skus.map((s) => s.specValues[i] ?? ''))] }));
  let storeName = '';
  if (goods.storeId !== null) {
    const [store] = await db.select({ name: mallStores.name }).from(mallStores).where(eq(mallStores.id, goods.storeId)).limit(1);
    storeName = store?.name ?? '';
  }
  return {
    ...cardOf(goods, Number.isFinite(price) ? price : 0, stock),
    subtitle: goods.subtitle,
    images: goods.images,
    detail: goods.detail,
    specs,
    skus: skus.map((s) => ({ id: s.id, values: s.specValues, price: s.price, stock: s.stock, vipPrice: memberPrice(s.price, goods.vipDiscount) })),
    vipDiscount: memberPrice(100, goods.vipDiscount) === null ? 0 : goods.vipDiscount,
    isVip,
    bought,
    commission: goods.commission,
    storeName,
    presale: await runningPresale(db, goods, now),
  };
}

/**
 * The goods' pre-sale still running at `now` (its balance window not yet closed: deposits are
 * taken, or the balance can still be paid), the earliest ending first; null when there is none.
 */
async function runningPresale(db: Db, goods: GoodsRow, now: Date): Promise<mall.GoodsDetail['presale']> {
  const [row] = await db
    .select()
    .from(mallPresales)
    .where(and(eq(mallPresales.goodsId, goods.id), eq(mallPresales.iid, goods.iid), gt(mallPresales.balanceEnd, now)))
    .orderBy(asc(mallPresales.balanceEnd), asc(mallPresales.id))
    .limit(1);
  if (!row) return null;
  return { id: row.id, depositFen: row.depositFen, balanceFen: row.balanceFen, balanceStart: row.balanceStart.toISOString(), balanceEnd: row.balanceEnd.toISOString() };
}
