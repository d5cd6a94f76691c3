import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { rememberCards } from '../lib/card-cache';
import { Component as DetailPage } from './goods-detail-page';

const sku = (id: number, values: string[], stock: number) => ({ id, values, stock, price: 6900 });
const shirt = {
  id: 5,
  title: '志愿者文化衫',
  image: '/p.svg',
  price: 6900,
  linePrice: 8900,
  sales: 167,
  stock: 7,
  state: 1,
  limit: 2,
  categoryId: 1,
  storeId: null,
  subtitle: '纯棉短袖',
  images: ['/p.svg', '/q.svg'],
  detail: '第一段\n第二段',
  specs: [
    { name: '颜色', values: ['白色', '黑色'] },
    { name: '尺码', values: ['S', 'L'] },
  ],
  skus: [sku(501, ['白色', 'S'], 2), sku(502, ['白色', 'L'], 0), sku(503, ['黑色', 'S'], 0), sku(504, ['黑色', 'L'], 5)],
  bought: 1,
  commission: 600,
  storeName: '',
  presale: null,
};

describe('GoodsDetailPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the goods, disables sold-out values, caps the quantity at the limit and adds to the cart', async () => {
    const api = mockApi({
      '/api/mall/goods/detail': () => ({ t: shirt }),
      '/api/mall/cart/count': () => ({ t: 0 }),
      '/api/mall/cart/add': () => ({ t: 1 }),
    });
    renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    const hero = await screen.findByRole('region', { name: '商品信息' });
    expect(hero).toHaveTextContent('志愿者文化衫');
    expect(hero).toHaveTextContent('¥69.00');
    expect(hero).toHaveTextContent('限购2件（已购1件）');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' });
    await user.click(within(sheet).getByRole('button', { name: '加入购物车' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('请选择颜色 尺码');

    await user.click(within(sheet).getByRole('button', { name: '白色' }));
    expect(within(sheet).getByRole('button', { name: 'L' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'S' }));
    expect(within(sheet).getByText('已选：白色 / S')).toBeInTheDocument();
    // Bought 1 of a limit of 2: the stepper stops at 1.
    const plus = sheet.querySelector<HTMLButtonElement>('.rv-stepper__plus');
    if (!plus) throw new Error('no plus button');
    await user.click(plus);
    expect(within(sheet).getByLabelText('购买数量')).toHaveValue('1');
    await user.click(within(sheet).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    expect(api.calls.find(([path]) => path === '/api/mall/cart/add')?.[1]).toMatchObject({ skuId: 501, num: 1, iid: 1000 });
  });

  it('shows the title and price from the list at once, before its own call answers and the pictures load', async () => {
    const { subtitle: _s, images: _i, detail: _d, specs: _sp, skus: _sk, bought: _b, commission: _c, storeName: _n, presale: _p, ...card } = shirt;
    rememberCards([card]);
    let answer: () => void = () => undefined;
    const detailAnswered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/mall/goods/detail') await detailAnswered;
        const body = path === '/api/mall/goods/detail' ? { t: shirt } : { t: 0 };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    // The first render: the list's card, no wait for the call.
    const hero = screen.getByRole('region', { name: '商品信息' });
    expect(hero).toHaveTextContent('志愿者文化衫');
    expect(hero).toHaveTextContent('¥69.00');
    expect(hero).not.toHaveTextContent('纯棉短袖');
    expect(screen.getByRole('status', { name: '详情加载中' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '商品图片' })).getAllByRole('img')).toHaveLength(1);

    answer();
    expect(await screen.findByText('纯棉短袖')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '商品图片' })).getAllByRole('img')).toHaveLength(2);
  });

  it('leads a goods in a pre-sale to its deposit page, or to the balance once its window is open; others show no pre-sale', async () => {
    const day = 86_400_000;
    const presale = { id: 3, depositFen: 2000, balanceFen: 7900, balanceStart: new Date(Date.now() + 3 * day).toISOString(), balanceEnd: new Date(Date.now() + 10 * day).toISOString() };
    let current: typeof presale | null = presale;
    mockApi({ '/api/mall/goods/detail': () => ({ t: { ...shirt, presale: current } }), '/api/mall/cart/count': () => ({ t: 0 }) });
    const first = renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    const entry = await screen.findByRole('region', { name: '预售' });
    expect(entry).toHaveTextContent('定金 ¥20.00，尾款 ¥79.00');
    expect(entry).toHaveTextContent('开始支付');
    expect(within(entry).getByRole('link', { name: '支付定金预订' })).toHaveAttribute('href', expect.stringMatching(/^\/app\/pay\/advance\?presaleId=3&iid=1000/));
    first.unmount();

    current = { ...presale, balanceStart: new Date(Date.now() - day).toISOString() };
    const second = renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    const open = await screen.findByRole('region', { name: '预售' });
    expect(open).toHaveTextContent('尾款支付中');
    expect(within(open).getByRole('link', { name: '去付尾款' })).toHaveAttribute('href', expect.stringMatching(/^\/app\/pay\/advance1\?presaleId=3&iid=1000/));
    second.unmount();

    current = null;
    renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    expect(await screen.findByRole('region', { name: '商品信息' })).toHaveTextContent('志愿者文化衫');
    await screen.findByRole('region', { name: '商品详情' });
    expect(screen.queryByRole('region', { name: '预售' })).not.toBeInTheDocument();
  });

  it('says the goods is gone when it is off sale, with a way back to the store', async () => {
    mockApi({ '/api/mall/goods/detail': () => ({ code: 404, msg: '商品不存在或已下架' }), '/api/mall/cart/count': () => ({ t: 0 }) });
    renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/35' });
    expect(await screen.findByText('商品不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '再逛逛' })).toHaveAttribute('href', expect.stringContaining('/app/store/1000/list'));
  });

  it('shows 已售罄 on the buy button of a sold-out goods', async () => {
    mockApi({ '/api/mall/goods/detail': () => ({ t: { ...shirt, state: 2, stock: 0, skus: shirt.skus.map((s) => ({ ...s, stock: 0 })) } }), '/api/mall/cart/count': () => ({ t: 0 }) });
    renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    expect(await screen.findByRole('button', { name: '已售罄' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  describe("opened from a distributor's share link", () => {
    const lockFansCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter(([path, p]) => path === '/h5/getjsonp' && p.uri === '/multidis/lockFans').map(([, p]) => p);
    const shareApi = (lockFans: () => unknown) =>
      mockApi({
        '/api/mall/goods/detail': () => ({ t: shirt }),
        '/api/mall/cart/count': () => ({ t: 0 }),
        '/h5/getjsonp': (p) => (p.uri === '/multidis/lockFans' ? lockFans() : { code: 404, msg: 'no' }),
      });

    it('binds the signed-in visitor to the sharer as a fan, once in the visit', async () => {
      const api = shareApi(() => ({ t: { mine: true, nickName: '王同心', expiresAt: '2026-12-24T00:00:00.000Z' } }));
      const path = '/app/store/1000/detail/5?multiDisKey=TXDEMO2024&saleIid=1000';
      const first = renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path });
      await waitFor(() => expect(lockFansCalls(api)).toHaveLength(1));
      expect(lockFansCalls(api)[0]).toMatchObject({ multiDisKey: 'TXDEMO2024', iid: '1000', token: 't'.repeat(43) });
      expect(await screen.findByRole('region', { name: '商品信息' })).toHaveTextContent('志愿者文化衫');
      first.unmount();
      // Coming back to the page (or another goods from the same link) does not ask again.
      renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path });
      expect(await screen.findByRole('region', { name: '商品信息' })).toHaveTextContent('志愿者文化衫');
      expect(lockFansCalls(api)).toHaveLength(1);
    });

    it('shows the goods as usual when the key cannot bind (unknown, or the visitor is the sharer)', async () => {
      const api = shareApi(() => ({ code: 4604, msg: '邀请码无效，请检查后重新输入' }));
      renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5?multiDisKey=NOSUCHKEY1' });
      await waitFor(() => expect(lockFansCalls(api)).toHaveLength(1));
      expect(await screen.findByRole('region', { name: '商品信息' })).toHaveTextContent('志愿者文化衫');
      expect(screen.queryByText('邀请码无效，请检查后重新输入')).not.toBeInTheDocument();
    });

    it('binds nobody while signed out, nor without a well-formed key', async () => {
      const api = shareApi(() => ({ t: { mine: true, nickName: '王同心', expiresAt: '2026-12-24T00:00:00.000Z' } }));
      const out = renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5?multiDisKey=TXDEMO2024', member: null });
      expect(await screen.findByRole('region', { name: '商品信息' })).toHaveTextContent('志愿者文化衫');
      out.unmount();
      renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5?multiDisKey=%3Cscript%3E' });
      expect(await screen.findByRole('region', { name: '商品信息' })).toHaveTextContent('志愿者文化衫');
      expect(lockFansCalls(api)).toHaveLength(0);
    });
  });

  it('shows the count, good rate and latest reviews with a link to all, and a kind note when there are none', async () => {
    let total = 0;
    const review = (id: number, content: string, score1: number) => ({ id, nickName: `买家${id}`, headImg: '', score1, score2: 5, score3: 5, content, images: [], spec: '白色 / S', createdAt: '2026-11-20T08:00:00Z' });
    const api = mockApi({
      '/api/mall/goods/detail': () => ({ t: shirt }),
      '/api/mall/cart/count': () => ({ t: 0 }),
      '/api/mall/goods/reviews': () => ({ t: total === 0 ? { list: [], total: 0, goodRate: 100 } : { list: [review(2, '很合身', 5), review(1, '有点小', 3)], total, goodRate: 67 } }),
    });
    const first = renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    expect(await screen.findByText('暂无评价，购买后来写第一条评价吧')).toBeInTheDocument();
    first.unmount();

    total = 3;
    renderMemberPage(<DetailPage />, { route: '/app/store/:iid/detail/:goodsId', path: '/app/store/1000/detail/5' });
    const section = await screen.findByRole('region', { name: '用户评价' });
    expect(await within(section).findByText('用户评价（3）', { exact: false })).toHaveTextContent('好评率 67%');
    expect(within(section).getByRole('article', { name: '买家2的评价' })).toHaveTextContent('很合身');
    expect(within(section).getByRole('article', { name: '买家1的评价' })).toHaveTextContent('白色 / S');
    expect(within(section).getByRole('link', { name: '查看全部评价' })).toHaveAttribute('href', '/app/mall/reviews?iid=1000&goodsId=5');
    expect(api.calls.find(([path]) => path === '/api/mall/goods/reviews')?.[1]).toMatchObject({ goodsId: '5', pageSize: '2' });
  });
});
