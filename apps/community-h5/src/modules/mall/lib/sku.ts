import type { mall } from '@tongxin/api-client';

/*
 * The SKU sheet's rules: a value is disabled when no SKU in stock has it together with the values
 * already picked of the other specs; a SKU is chosen once every spec has a value.
 */

/** The picked value of each spec, in spec order ('' where none is picked). */
export type Pick = readonly string[];

const matches = (sku: mall.Sku, pick: Pick, except: number) => pick.every((v, i) => i === except || v === '' || sku.values[i] === v);

/** Whether a value of a spec can be picked: some SKU in stock has it with the other picked values. */
export function valueAvailable(skus: readonly mall.Sku[], pick: Pick, spec: number, value: string): boolean {
  return skus.some((s) => s.stock > 0 && s.values[spec] === value && matches(s, pick, spec));
}

/** The SKU of a complete pick, or undefined. */
export function skuOfPick(skus: readonly mall.Sku[], pick: Pick): mall.Sku | undefined {
  if (pick.some((v) => v === '')) return undefined;
  return skus.find((s) => s.values.every((v, i) => v === pick[i]));
}

/**
 * The first pick: the values of the SKU the link named (`skuId`), else the only value of a spec
 * that has one (when it is in stock), else nothing.
 */
export function initialPick(goods: mall.GoodsDetail, skuId?: number): string[] {
  const named = skuId === undefined ? undefined : goods.skus.find((s) => s.id === skuId);
  if (named) return [...named.values];
  return goods.specs.map((spec, i) => (spec.values.length === 1 && valueAvailable(goods.skus, [], i, spec.values[0] ?? '') ? (spec.values[0] ?? '') : ''));
}

/** The names of the specs not picked yet, for 请选择 颜色 尺码. */
export function missingSpecs(goods: mall.GoodsDetail, pick: Pick): string[] {
  return goods.specs.filter((_, i) => !pick[i]).map((s) => s.name);
}

/**
 * The most one may take of a SKU now: its stock, and what the purchase limit leaves after what
 * the member holds in orders (and, in the cart, what other lines hold is the server's to check).
 */
export function maxQuantity(goods: mall.GoodsDetail, sku: mall.Sku | undefined): number {
  const stock = sku ? sku.stock : goods.stock;
  const left = goods.limit > 0 ? Math.max(goods.limit - goods.bought, 0) : Number.POSITIVE_INFINITY;
  return Math.min(stock, left);
}
