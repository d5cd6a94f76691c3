import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CartPage } from './cart-page';

const line = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  goodsId: 1,
  skuId: 101,
  storeId: null,
  title: '同心公益帆布袋',
  image: '/p.svg',
  specText: '米白',
  price: 2990,
  num: 2,
  stock: 120,
  limit: 0,
  selected: true,
  invalid: '',
  ...over,
});

describe('CartPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the lines, the invalid ones apart, the total, and changes a quantity and the selection', async () => {
    let lines = [line(1), line(2, { title: '限量纪念马克杯', skuId: 601, goodsId: 6, price: 4900, num: 1, limit: 2, selected: false })];
    const api = mockApi({
      '/api/mall/cart/list': () => {
        const picked = lines.filter((l) => l.selected);
        return {
          t: {
            lines,
            invalid: [line(3, { title: '手绘冰箱贴', stock: 0, invalid: '该商品无库存' })],
            selectedCount: picked.reduce((n, l) => n + l.num, 0),
            selectedTotal: picked.reduce((n, l) => n + l.num * l.price, 0),
          },
        };
      },
      '/api/mall/cart/count': () => ({ t: 3 }),
      '/api/mall/cart/update': (p) => {
        lines = lines.map((l) => (l.id === Number(p.id) ? { ...l, ...(p.num !== undefined ? { num: Number(p.num) } : {}), ...(p.selected !== undefined ? { selected: Boolean(p.selected) } : {}) } : l));
        return { t: true };
      },
    });
    renderMemberPage(<CartPage />, { route: '/app/mall/cart', path: '/app/mall/cart' });
    const list = await screen.findByRole('region', { name: '购物车商品' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: '失效商品' })).toHaveTextContent('该商品无库存');
    expect(screen.getByText('¥59.80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去结算(2)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '选择 限量纪念马克杯' }));
    expect(await screen.findByRole('button', { name: '去结算(3)' })).toBeInTheDocument();
    expect(screen.getByText('¥108.80')).toBeInTheDocument();

    const bag = within(list).getByRole('article', { name: '同心公益帆布袋' });
    const plus = bag.querySelector<HTMLButtonElement>('.rv-stepper__plus');
    if (!plus) throw new Error('no plus button');
    await user.click(plus);
    expect(await screen.findByRole('button', { name: '去结算(4)' })).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/mall/cart/update').map(([, p]) => p)).toEqual([
      expect.objectContaining({ id: 2, selected: true }),
      expect.objectContaining({ id: 1, num: 3 }),
    ]);
  });

  it('re-picks a line’s spec in the SKU sheet, the sold-out value disabled, and keeps its quantity', async () => {
    let lines = [line(1)];
    const bagDetail = {
      id: 1, title: '同心公益帆布袋', image: '/p.svg', price: 2990, linePrice: 4900, sales: 326, stock: 200, state: 1, limit: 0, categoryId: 1, storeId: null,
      subtitle: '', images: ['/p.svg'], detail: '', specs: [{ name: '颜色', values: ['米白', '藏青', '墨绿'] }],
      skus: [{ id: 101, values: ['米白'], stock: 120, price: 2990 }, { id: 102, values: ['藏青'], stock: 80, price: 2990 }, { id: 103, values: ['墨绿'], stock: 0, price: 2990 }],
      bought: 0, commission: 0, storeName: '', presale: null,
    };
    const api = mockApi({
      '/api/mall/cart/list': () => ({ t: { lines, invalid: [], selectedCount: 2, selectedTotal: 5980 } }),
      '/api/mall/cart/count': () => ({ t: 2 }),
      '/api/mall/goods/detail': () => ({ t: bagDetail }),
      '/api/mall/cart/update': (p) => {
        lines = lines.map((l) => (l.id === Number(p.id) ? { ...l, skuId: Number(p.skuId), specText: '藏青', num: Number(p.num) } : l));
        return { t: true };
      },
    });
    renderMemberPage(<CartPage />, { route: '/app/mall/cart', path: '/app/mall/cart' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '重选 同心公益帆布袋 的规格' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' });
    expect(within(sheet).getByText('已选：米白')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '墨绿' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: '藏青' }));
    await user.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(await within(await screen.findByRole('article', { name: '同心公益帆布袋' })).findByText('藏青')).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/mall/cart/update').map(([, p]) => p)).toEqual([expect.objectContaining({ id: 1, skuId: 102, num: 2 })]);
  });

  it('says the cart is empty, with a way to the store', async () => {
    mockApi({ '/api/mall/cart/list': () => ({ t: { lines: [], invalid: [], selectedCount: 0, selectedTotal: 0 } }), '/api/mall/cart/count': () => ({ t: 0 }) });
    renderMemberPage(<CartPage />, { route: '/app/mall/cart', path: '/app/mall/cart' });
    expect(await screen.findByText('购物车空空如也，快去逛逛吧~')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toBeInTheDocument();
  });

  it('fails with what to do and retries', async () => {
    let fail = true;
    mockApi({
      '/api/mall/cart/list': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: { lines: [line(1)], invalid: [], selectedCount: 2, selectedTotal: 5980 } }),
      '/api/mall/cart/count': () => ({ t: 2 }),
    });
    renderMemberPage(<CartPage />, { route: '/app/mall/cart', path: '/app/mall/cart' });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '购物车商品' })).toBeInTheDocument();
  });
});
