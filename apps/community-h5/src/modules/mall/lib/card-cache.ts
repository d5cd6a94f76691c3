import type { mall } from '@tongxin/api-client';

/*
 * The cards the lists have shown, by goods id: a detail page opened from a list shows the
 * title, price and picture box at once, before its own call answers (on Slow 4G the call takes
 * about a second; the images come after both).
 */
const cards = new Map<number, mall.GoodsCard>();

export function rememberCards(list: readonly mall.GoodsCard[]): void {
  for (const card of list) cards.set(card.id, card);
}

export function cardOf(goodsId: number): mall.GoodsCard | undefined {
  return cards.get(goodsId);
}
