import type { mall } from '@tongxin/api-client';
import { describe, expect, it } from 'vitest';
import { initialPick, maxQuantity, missingSpecs, skuOfPick, valueAvailable } from './sku';

const sku = (id: number, values: string[], stock: number, price = 6900): mall.Sku => ({ id, values, stock, price, vipPrice: null });
const skus = [sku(1, ['白', 'S'], 2), sku(2, ['白', 'L'], 0), sku(3, ['黑', 'S'], 0), sku(4, ['黑', 'L'], 5)];
const goods = {
  id: 5, title: '文化衫', image: '', price: 6900, linePrice: 0, sales: 0, stock: 7, state: 1, limit: 0, categoryId: 1, storeId: null,
  subtitle: '', images: [], detail: '', specs: [{ name: '颜色', values: ['白', '黑'] }, { name: '尺码', values: ['S', 'L'] }],
  skus, bought: 0, commission: 0, storeName: '', presale: null, vipDiscount: 0, isVip: false,
} satisfies mall.GoodsDetail;

describe('the SKU sheet', () => {
  it('disables a value no SKU in stock has with the values picked', () => {
    expect(valueAvailable(skus, ['', ''], 1, 'L')).toBe(true);
    expect(valueAvailable(skus, ['白', ''], 1, 'L')).toBe(false);
    expect(valueAvailable(skus, ['白', ''], 1, 'S')).toBe(true);
    expect(valueAvailable(skus, ['', 'S'], 0, '黑')).toBe(false);
    expect(valueAvailable([sku(9, ['蓝'], 0)], [''], 0, '蓝')).toBe(false);
  });

  it('finds the SKU of a complete pick and names what is missing', () => {
    expect(skuOfPick(skus, ['黑', 'L'])?.id).toBe(4);
    expect(skuOfPick(skus, ['黑', ''])).toBeUndefined();
    expect(missingSpecs(goods, ['黑', ''])).toEqual(['尺码']);
  });

  it('starts from the linked SKU, or the only value of a spec', () => {
    expect(initialPick(goods, 4)).toEqual(['黑', 'L']);
    expect(initialPick(goods)).toEqual(['', '']);
    expect(initialPick({ ...goods, specs: [{ name: '规格', values: ['标准'] }], skus: [sku(7, ['标准'], 3)] })).toEqual(['标准']);
  });

  it('caps the quantity at the stock and at what the limit leaves', () => {
    expect(maxQuantity(goods, skus[3])).toBe(5);
    expect(maxQuantity({ ...goods, limit: 2, bought: 1 }, skus[3])).toBe(1);
    expect(maxQuantity({ ...goods, limit: 2, bought: 2 }, skus[3])).toBe(0);
  });
});
