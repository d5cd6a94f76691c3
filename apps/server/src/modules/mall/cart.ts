import { mall } from '@tongxin/api-client/catalogue';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Member } from '../member/api';
import { skuWithGoods } from './goods';
import { mallCartLines, mallGoods, mallSkus } from './schema';
import { quoteGoods, specText } from './stock';

/*
 * The member's cart: lines of SKUs, priced when read (the price is the SKU's now, never the one
 * seen when added), split into what can be bought and what cannot (off sale, out of stock).
 */

const { skuNotFound } = mall.goodsErrors;

/** Whose cart: the member and their tenant. */
export type CartOwner = Pick<Member, 'id' | 'iid'>;

/** The member's lines, newest first, with their SKU and goods. */
async function linesOf(db: Db, me: CartOwner, ids?: readonly number[]): Promise<mall.CartLine[]> {
  const rows = await db
    .select({ line: mallCartLines, sku: mallSkus, goods: mallGoods })
    .from(mallCartLines)
    .innerJoin(mallSkus, eq(mallSkus.id, mallCartLines.skuId))
    .innerJoin(mallGoods, eq(mallGoods.id, mallSkus.goodsId))
    .where(and(eq(mallCartLines.memberId, me.id), eq(mallCartLines.iid, me.iid), ids ? inArray(mallCartLines.id, [...ids]) : undefined))
    .orderBy(desc(mallCartLines.createdAt), desc(mallCartLines.id));
  return rows.map(({ line, sku, goods }) => ({
    id: line.id,
    goodsId: goods.id,
    skuId: sku.id,
    storeId: goods.storeId,
    title: goods.title,
    image: goods.images[0] ?? '',
    specText: specText(sku.specValues),
    price: sku.price,
    num: line.num,
    stock: sku.stock,
    limit: goods.purchaseLimit,
    selected: line.selected,
    invalid: !goods.onSale ? mall.CART_INVALID.offSale : sku.stock === 0 ? mall.CART_INVALID.noStock : '',
  }));
}

/** The cart as the page shows it. */
export async function cartOf(db: Db, me: Member): Promise<mall.Cart> {
  const all = await linesOf(db, me);
  const lines = all.filter((l) => l.invalid === '');
  const picked = lines.filter((l) => l.selected);
  return {
    lines,
    invalid: all.filter((l) => l.invalid !== ''),
    selectedCount: picked.reduce((n, l) => n + l.num, 0),
    selectedTotal: picked.reduce((n, l) => n + l.price * l.num, 0),
  };
}

/**
 * The member's lines of these ids that can be bought (the checkout hand-over `?cartIds=`): the
 * order kernel quotes each as `{ keys: skuId, num }`. An id that is not the member's is left out.
 */
export async function cartLinesForCheckout(db: Db, me: CartOwner, ids: readonly number[]): Promise<mall.CartLine[]> {
  if (ids.length === 0) return [];
  return (await linesOf(db, me, ids)).filter((l) => l.invalid === '');
}

/** Removes the member's lines of these ids (after an order took them). Returns how many went. */
export async function removeCartLines(db: Db, me: CartOwner, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(mallCartLines)
    .where(and(eq(mallCartLines.memberId, me.id), eq(mallCartLines.iid, me.iid), inArray(mallCartLines.id, [...ids])))
    .returning({ id: mallCartLines.id });
  return gone.length;
}

/** A SKU the member may put `num` of in the cart: on sale, in stock, within the limit (the order's own rules). */
const checkedSku = (db: Db, me: CartOwner, skuId: number, num: number) => quoteGoods(db, me.iid, me.id, { keys: String(skuId), num });

async function lineOf(db: Db, me: Member, id: number) {
  const [line] = await db
    .select()
    .from(mallCartLines)
    .where(and(eq(mallCartLines.id, id), eq(mallCartLines.memberId, me.id), eq(mallCartLines.iid, me.iid)))
    .limit(1);
  if (!line) throw refuse(mall.cartUpdate.errors.lineNotFound);
  return line;
}

export async function unitsInCart(db: Db, me: Member): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${mallCartLines.num}), 0)`.mapWith(Number) })
    .from(mallCartLines)
    .where(and(eq(mallCartLines.memberId, me.id), eq(mallCartLines.iid, me.iid)));
  return row?.n ?? 0;
}

/** Adds `num` of a SKU to the member's line of it (or a new, selected line). */
export async function addToCart(db: Db, me: Member, skuId: number, num: number): Promise<number> {
  const [existing] = await db.select({ num: mallCartLines.num }).from(mallCartLines).where(and(eq(mallCartLines.memberId, me.id), eq(mallCartLines.skuId, skuId))).limit(1);
  const total = (existing?.num ?? 0) + num;
  await checkedSku(db, me, skuId, total);
  await db
    .insert(mallCartLines)
    .values({ iid: me.iid, memberId: me.id, skuId, num: total, selected: true })
    .onConflictDoUpdate({ target: [mallCartLines.memberId, mallCartLines.skuId], set: { num: total, selected: true } });
  return unitsInCart(db, me);
}

/** Changes a line's quantity, selection or SKU (another SKU of the same goods, merged into its line). */
export async function updateCartLine(db: Db, me: Member, change: { id: number; num?: number | undefined; selected?: boolean | undefined; skuId?: number | undefined }): Promise<void> {
  const line = await lineOf(db, me, change.id);
  const num = change.num ?? line.num;
  if (change.skuId !== undefined && change.skuId !== line.skuId) {
    const [current] = await db.select({ goodsId: mallSkus.goodsId }).from(mallSkus).where(eq(mallSkus.id, line.skuId));
    const next = await skuWithGoods(db, me.iid, change.skuId);
    if (!next || next.goods.id !== current?.goodsId) throw refuse(skuNotFound, '商品规格不存在');
    await db.transaction(async (tx) => {
      const [other] = await tx.select().from(mallCartLines).where(and(eq(mallCartLines.memberId, me.id), eq(mallCartLines.skuId, next.sku.id))).for('update');
      const merged = num + (other?.num ?? 0);
      await checkedSku(tx, me, next.sku.id, merged);
      if (other) {
        await tx.update(mallCartLines).set({ num: merged, selected: true }).where(eq(mallCartLines.id, other.id));
        await tx.delete(mallCartLines).where(eq(mallCartLines.id, line.id));
      } else {
        await tx.update(mallCartLines).set({ skuId: next.sku.id, num, selected: true }).where(eq(mallCartLines.id, line.id));
      }
    });
    return;
  }
  if (change.num !== undefined && change.num !== line.num) await checkedSku(db, me, line.skuId, num);
  await db
    .update(mallCartLines)
    .set({ num, selected: change.selected ?? line.selected })
    .where(eq(mallCartLines.id, line.id));
}

/** Selects or clears every line that can be bought. */
export async function selectAll(db: Db, me: Member, selected: boolean): Promise<void> {
  const ids = (await cartOf(db, me)).lines.map((l) => l.id);
  if (ids.length === 0) return;
  await db.update(mallCartLines).set({ selected }).where(and(eq(mallCartLines.memberId, me.id), inArray(mallCartLines.id, ids)));
}
