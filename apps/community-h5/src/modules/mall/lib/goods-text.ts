import { mall } from '@tongxin/api-client';
import { checkoutLinks } from '../../../lib/links/checkout-links';

/** The buy button's words by the goods' state (B4): 立即购买, 已售罄, 已下架. */
export function buyButtonText(state: number): string {
  if (state === mall.GOODS_STATE.soldOut) return '已售罄';
  if (state === mall.GOODS_STATE.offSale) return '已下架';
  return '立即购买';
}

/** The limit badge: 限购N件 (what the member already holds counted by the server). */
export function limitText(limit: number, bought: number): string {
  if (limit <= 0) return '';
  return bought > 0 ? `限购${limit}件（已购${bought}件）` : `限购${limit}件`;
}

/** The sort bar of the lists (B2): 综合, 销量, 价格 up/down, 新品. */
export const SORTS: readonly { key: mall.GoodsSort; label: string }[] = [
  { key: 'default', label: '综合' },
  { key: 'sales', label: '销量' },
  { key: 'priceAsc', label: '价格↑' },
  { key: 'priceDesc', label: '价格↓' },
  { key: 'new', label: '新品' },
];

/**
 * The confirm page of an order (the commerce module's /app/pay/mall-order, or store-order for a
 * planned store's goods): the hand-over is the query string, `?iid&skuId&num` for one SKU bought
 * now, `?iid&cartIds=3,7` for cart lines. The server prices both again.
 */
export function checkoutPath(iid: number, order: { skuId: number; num: number; storeId?: number | null } | { cartIds: readonly number[]; storeId?: number | null }): string {
  const confirm = order.storeId ? checkoutLinks.storeOrder : checkoutLinks.mallOrder;
  const storeId = order.storeId ?? undefined;
  return 'cartIds' in order
    ? confirm({ iid, cartIds: order.cartIds.join(','), storeId })
    : confirm({ iid, skuId: order.skuId, num: order.num, storeId });
}
