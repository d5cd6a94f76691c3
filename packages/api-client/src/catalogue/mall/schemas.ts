import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, idListParam, instant, MAX_INT, pagedByPageNo } from '../shapes';

/*
 * Goods, their SKUs and the member's cart. Spec §7 names /v1/item/list and /v1/item/search but
 * shows no reply: the shapes below are ours. Money is fen.
 */

/** A goods' sale state, what its buy button says: on sale, sold out (every SKU at 0), off sale. */
export const GOODS_STATE = { onSale: 1, soldOut: 2, offSale: 3 } as const;

/** The list orders of the goods lists (B2's sort bar): default, price up/down, sales, newest. */
export const GOODS_SORT = ['default', 'priceAsc', 'priceDesc', 'sales', 'new'] as const;
export type GoodsSort = (typeof GOODS_SORT)[number];

/** A goods as a list shows it. `price` is its cheapest SKU's; `stock` the sum of its SKUs'. */
export const goodsCardSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  price: fen,
  /** The struck-through price (划线价), 0 for none. */
  linePrice: fen,
  sales: z.number().check(z.int(), z.gte(0)),
  stock: z.number().check(z.int(), z.gte(0)),
  /** GOODS_STATE. */
  state: z.number().check(z.int()),
  /** Most a member may buy in all (paid and unpaid orders together), 0 for no limit. */
  limit: z.number().check(z.int(), z.gte(0)),
  categoryId: z.number().check(z.int()),
  /** The planned store that sells it, null for the tenant's mall. */
  storeId: z.nullable(z.number().check(z.int())),
});
export type GoodsCard = z.infer<typeof goodsCardSchema>;

/** A SKU: one value of each spec (in the goods' spec order), its price and stock. */
export const skuSchema = z.object({
  id: z.number().check(z.int()),
  values: z.array(z.string()),
  price: fen,
  stock: z.number().check(z.int(), z.gte(0)),
  /** What a member with a valid vip card pays for it (the goods' member discount), null when the goods has none. Older replies omit it. */
  vipPrice: z._default(z.nullable(fen), null),
});
export type Sku = z.infer<typeof skuSchema>;

/** A goods with everything its detail page shows. */
export const goodsDetailSchema = z.extend(goodsCardSchema, {
  subtitle: z.string(),
  images: z.array(z.string()),
  /** The introduction: paragraphs of text, one a line. */
  detail: z.string(),
  /** The specs (规格) in order, each with its values, e.g. [{ name: '颜色', values: ['红', '蓝'] }]. */
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuSchema),
  /** What the signed-in member already bought or holds unpaid of it (0 for a visitor). */
  bought: z.number().check(z.int(), z.gte(0)),
  /** Commission a distributor earns on one unit, fen. */
  commission: fen,
  storeName: z.string(),
  /** The member discount: the share a vip card holder pays, in per cent (90 = 9折), 0 when none. Older replies omit it. */
  vipDiscount: z._default(z.number().check(z.int(), z.gte(0), z.lte(100)), 0),
  /** Whether the signed-in member holds a valid vip card (so pays the vipPrice). */
  isVip: z._default(z.boolean(), false),
  /**
   * The goods' pre-sale still running (deposits taken, or its balance window not yet closed), else
   * null: the detail page leads to it (/app/pay/advance?presaleId=…). Older replies omit it.
   */
  presale: z._default(z.nullable(z
    .object({ id: z.number().check(z.int()), depositFen: fen, balanceFen: fen, balanceStart: instant, balanceEnd: instant })), null),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

export const categorySchema = z.object({ id: z.number().check(z.int()), name: z.string(), image: z.string(), count: z.number().check(z.int(), z.gte(0)) });
export type Category = z.infer<typeof categorySchema>;

/** A planned store (spec route planned/:iid/plannedstore/:storeid): its own goods, its own page. */
export const storeSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  logo: z.string(),
  cover: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  intro: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** Why a cart line cannot be bought now ('' when it can). */
export const CART_INVALID = { offSale: '该商品已下架', noStock: '该商品无库存' } as const;

/** A line of the member's cart, priced now. */
export const cartLineSchema = z.object({
  id: z.number().check(z.int()),
  goodsId: z.number().check(z.int()),
  skuId: z.number().check(z.int()),
  storeId: z.nullable(z.number().check(z.int())),
  title: z.string(),
  image: z.string(),
  /** The SKU's values joined, e.g. '红 / L'. */
  specText: z.string(),
  price: fen,
  num: z.number().check(z.int(), z.gte(1)),
  stock: z.number().check(z.int(), z.gte(0)),
  limit: z.number().check(z.int(), z.gte(0)),
  selected: z.boolean(),
  /** '' or a CART_INVALID text. */
  invalid: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  /** Lines that can be bought, newest first. */
  lines: z.array(cartLineSchema),
  /** Lines off sale or out of stock (失效商品). */
  invalid: z.array(cartLineSchema),
  /** Units selected among `lines`, and their total, fen (server priced). */
  selectedCount: z.number().check(z.int(), z.gte(0)),
  selectedTotal: fen,
});
export type Cart = z.infer<typeof cartSchema>;

export const itemPaging = pagedByPageNo(10, 50);

/** The refusals of buying: the cart's and the order kernel's (quote, reserve). */
export const goodsErrors = {
  goodsNotFound: callError(404, '商品不存在或已下架'),
  skuNotFound: callError(404, '请选择规格'),
  outOfStock: callError(1201, '库存不足'),
  overLimit: callError(1202, '超出限购数量'),
} as const;

/** Cart line ids as text, comma-separated ('3,7'): the cart's removals and the checkout hand-over (`?cartIds=`). */
export const cartIdsParam = /* @__PURE__ */ idListParam(100, '购物车参数错误');

/** The ids of a `cartIds` text. */
export function parseCartIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0 && n <= MAX_INT);
}
