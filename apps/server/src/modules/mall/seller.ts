import { mall, order } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import type { Db } from '../../db/client';
import type { Buyer, OrderLine, Quote, Seller, SoldOrder } from '../../platform/seller';
import { cartLinesForCheckout } from './cart';
import { goodsPaid, newHoldKey, quoteGoods, releaseGoods, reserveGoods, takeCartLines, type GoodsItem } from './stock';

/*
 * The goods seller of the order kernel (orderType BUSINESS_TYPE.goods). The line names what is
 * bought in one of two ways, which the mall's pages hand to the confirm page:
 *
 *   buy now   /app/pay/mall-order?iid&skuId&num    → keys = the SKU id, num
 *             (or keys = the goods id with property / property2 its spec values)
 *   the cart  /app/pay/mall-order?iid&cartIds=3,7  → keys = 'cart:3,7', num 1: each of the
 *             member's lines at its quantity, taken out of the cart when the order is created
 *
 * A planned store's goods go to /app/pay/store-order (the same lines, `&storeId`): they are picked
 * up in the store, so they need no delivery address; one order never mixes stores.
 */

/** The keys prefix of a cart checkout. */
export const CART_KEYS_PREFIX = 'cart:';

interface Snapshot {
  readonly hold: string;
  readonly items: readonly Pick<GoodsItem, 'goodsId' | 'skuId' | 'num'>[];
  readonly cartIds: readonly number[];
}

function snapshotOf(value: Readonly<Record<string, unknown>>): Snapshot | undefined {
  const s = value as Partial<Snapshot>;
  return typeof s.hold === 'string' && Array.isArray(s.items) ? { hold: s.hold, items: s.items, cartIds: Array.isArray(s.cartIds) ? s.cartIds : [] } : undefined;
}

/** The hold key a goods order's stock is reserved under, when it has one. */
export const holdKeyOf = (sold: Pick<SoldOrder, 'snapshot'>): string | undefined => snapshotOf(sold.snapshot)?.hold;

/** The items a line buys, priced for the buyer. */
async function itemsOf(tx: Db, line: OrderLine, buyer: Buyer): Promise<{ items: GoodsItem[]; cartIds: number[] }> {
  if (!line.keys.startsWith(CART_KEYS_PREFIX)) return { items: [await quoteGoods(tx, line.iid, buyer.memberId, line)], cartIds: [] };
  const ids = mall.parseCartIds(line.keys.slice(CART_KEYS_PREFIX.length));
  const lines = await cartLinesForCheckout(tx, { id: buyer.memberId, iid: line.iid }, ids);
  if (lines.length === 0 || lines.length !== ids.length) throw refuse(mall.goodsErrors.skuNotFound, '购物车商品已失效，请返回购物车重新选择');
  const items: GoodsItem[] = [];
  for (const l of lines) items.push(await quoteGoods(tx, line.iid, buyer.memberId, { keys: String(l.skuId), num: l.num }));
  return { items, cartIds: lines.map((l) => l.id) };
}

/** The goods seller: BUSINESS_TYPE.goods. */
export const goodsSeller: Seller = {
  businessType: order.BUSINESS_TYPE.goods,
  async quote(tx, line, buyer): Promise<Quote> {
    const { items, cartIds } = await itemsOf(tx, line, buyer);
    const [first] = items;
    if (!first) throw refuse(mall.goodsErrors.skuNotFound);
    if (new Set(items.map((i) => i.storeId)).size > 1) throw refuse(mall.goodsErrors.skuNotFound, '门店商品与商城商品请分开结算');
    const single = items.length === 1;
    const total = items.reduce((n, i) => n + i.unitPrice * i.num, 0);
    // The shortest payment window of the goods that have their own (a flash sale's); else the tenant's.
    const windows = items.flatMap((i) => (i.holdSeconds === null ? [] : [i.holdSeconds]));
    const snapshot: Snapshot = { hold: newHoldKey(), items: items.map(({ goodsId, skuId, num }) => ({ goodsId, skuId, num })), cartIds };
    return {
      title: single ? first.title : `${first.title} 等${items.length}件商品`,
      image: first.image,
      unitFen: single ? first.unitPrice : total,
      num: single ? first.num : 1,
      items: items.map((i) => ({ title: i.title, image: i.image, spec: i.specText, unitFen: i.unitPrice, num: i.num, ref: String(i.skuId) })),
      ...(single && first.limit > 0 ? { limit: { max: first.limit, bought: first.bought } } : {}),
      needsAddress: first.storeId === null,
      ...(windows.length > 0 ? { holdMs: Math.min(...windows) * 1000 } : {}),
      snapshot: { ...snapshot, storeId: first.storeId, commission: items.reduce((n, i) => n + i.commission, 0) },
    };
  },
  async reserve(tx, _line, quote, buyer) {
    const snap = snapshotOf(quote.snapshot ?? {});
    if (!snap) throw new Error('goods quote without its hold');
    await reserveGoods(tx, { iid: buyer.iid, memberId: buyer.memberId, holdKey: snap.hold }, snap.items);
    await takeCartLines(tx, buyer.memberId, snap.cartIds);
  },
  async release(tx, sold) {
    const snap = snapshotOf(sold.snapshot);
    if (snap) await releaseGoods(tx, snap.hold, new Date());
  },
  async paid(tx, sold) {
    const snap = snapshotOf(sold.snapshot);
    if (snap) await goodsPaid(tx, snap.hold);
  },
};
