import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SharePage } from './share-page';

vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

const ROUTE = { route: '/app/dis/share', path: '/app/dis/share' };
const KEY = 'AbC123xyz';
const item = { id: 2, businessType: 30, title: '志愿者年卡', image: '', priceFen: 9900, rate1Bp: 1000, rate2Bp: 500, commissionFen: 990, link: '/app/pay/vip-buy?iid=1000&id=2' };

describe('dis SharePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the poster whose QR binds a fan to the member’s key, shows both links, and shares items with the key', async () => {
    // user-event puts a clipboard of its own on navigator: the copy is read from it.
    const user = userEvent.setup();
    mockApi({
      '/h5/getjsonp': (p) =>
        p.uri === '/multidis/getKey'
          ? { t: { multiDisKey: KEY, userId: 7, nickName: '王阿姨', headImg: '' } }
          : p.uri === '/multidis/item/list'
            ? { t: { list: [item], total: 1 } }
            : p.uri === '/multidis/item/modules'
              ? { t: [{ businessType: 30, name: '会员', rate1Bp: 1000, rate2Bp: 500, items: 1 }] }
              : { code: 404, msg: 'no' },
      '/api/user/role/ext/get': () => ({ t: { wechatId: '', intro: '', posterTitle: '' } }),
    });
    renderMemberPage(<SharePage />, ROUTE);
    const poster = await screen.findByRole('figure', { name: '我的邀请海报' });
    const bind = `${window.location.origin}/app/dis/bind?multiDisKey=${KEY}&saleIid=1000`;
    expect(within(poster).getByTestId('poster-link')).toHaveTextContent(bind);
    expect(within(poster).getByTestId('poster-name')).toHaveTextContent('王阿姨');
    expect(poster).toHaveTextContent('和我一起做公益，扫码加入');
    // One module only: no tabs.
    expect(screen.queryByRole('tablist', { name: '推广模块' })).toBeNull();
    expect(screen.getByTestId('dis-key')).toHaveTextContent(KEY);
    expect(screen.getByTestId('dis-bind-link')).toHaveTextContent(bind);
    expect(screen.getByTestId('dis-invite-link')).toHaveTextContent(`/app/account/distr/apply?disrParentMultiDisKey=${KEY}&multiDisKey=${KEY}&saleIid=1000`);

    const row = await within(await screen.findByRole('list', { name: '推广商品' })).findByText('志愿者年卡');
    expect(row.parentElement).toHaveTextContent('¥99.00 · 预计佣金 ¥9.90');
    await user.click(screen.getByRole('button', { name: '分享赚：志愿者年卡' }));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/app/pay/vip-buy?iid=1000&id=2&multiDisKey=${KEY}&saleIid=1000`);
  });

  it('titles the poster as the distributor sets it, and shows their card under it', async () => {
    let ext = { wechatId: '', intro: '', posterTitle: '' };
    const api = mockApi({
      '/h5/getjsonp': (p) =>
        p.uri === '/multidis/getKey'
          ? { t: { multiDisKey: KEY, userId: 7, nickName: '王阿姨', headImg: '' } }
          : p.uri === '/multidis/item/modules'
            ? { t: [] }
            : { t: { list: [], total: 0 } },
      '/api/user/role/ext/get': () => ({ t: ext }),
      '/api/user/role/ext/update': (p) => {
        ext = { wechatId: String(p.wechatId), intro: String(p.intro), posterTitle: String(p.posterTitle) };
        return { t: ext };
      },
    });
    renderMemberPage(<SharePage />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '海报设置' }));
    const form = screen.getByRole('form', { name: '海报设置' });
    await user.type(within(form).getByRole('textbox', { name: '海报标题' }), '周末一起去净滩');
    await user.type(within(form).getByRole('textbox', { name: '微信号' }), 'tx-wang');
    await user.type(within(form).getByRole('textbox', { name: '推广简介' }), '社区团购小助手');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('figure', { name: '我的邀请海报' })).toHaveTextContent('周末一起去净滩'));
    expect(screen.getByRole('region', { name: '海报分享' })).toHaveTextContent('社区团购小助手 · 微信：tx-wang');
    expect(screen.queryByRole('form', { name: '海报设置' })).toBeNull();
    expect(api.calls.filter(([path]) => path === '/api/user/role/ext/update').map(([, p]) => p)).toMatchObject([{ posterTitle: '周末一起去净滩', wechatId: 'tx-wang', intro: '社区团购小助手' }]);
  });

  it('lists the items by module with each module’s rate', async () => {
    const vip = { ...item };
    const act = { ...item, id: 5, businessType: 1, title: '西湖净滩', priceFen: 5000, commissionFen: 400, link: '/app/act/1000/detail/5' };
    const api = mockApi({
      '/h5/getjsonp': (p) =>
        p.uri === '/multidis/getKey'
          ? { t: { multiDisKey: KEY, userId: 7, nickName: '王阿姨', headImg: '' } }
          : p.uri === '/multidis/item/modules'
            ? { t: [{ businessType: 30, name: '会员', rate1Bp: 1000, rate2Bp: 500, items: 1 }, { businessType: 1, name: '活动', rate1Bp: 800, rate2Bp: 300, items: 1 }] }
            : p.uri === '/multidis/item/list'
              ? { t: { list: [vip, act].filter((i) => p.businessType === undefined || String(i.businessType) === p.businessType), total: p.businessType ? 1 : 2 } }
              : { code: 404, msg: 'no' },
      '/api/user/role/ext/get': () => ({ t: { wechatId: '', intro: '', posterTitle: '' } }),
    });
    renderMemberPage(<SharePage />, ROUTE);
    expect(await within(await screen.findByRole('list', { name: '推广商品' })).findAllByRole('listitem')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('tab', { name: '活动 8%' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '推广商品' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: '推广商品' })).toHaveTextContent('西湖净滩¥50.00 · 预计佣金 ¥4.00');
    expect(api.calls.filter(([, p]) => p.uri === '/multidis/item/list').at(-1)?.[1]).toMatchObject({ businessType: '1' });
  });

  it('sends a member who is not a distributor to apply', async () => {
    mockApi({ '/h5/getjsonp': (p) => (p.uri === '/multidis/getKey' ? { code: 4601, msg: '您还不是分销员，请先申请' } : { t: { list: [], total: 0 } }) });
    renderMemberPage(<SharePage />, ROUTE);
    expect(await screen.findByText('您还不是分销员，请先申请')).toBeVisible();
    expect(screen.getByRole('link', { name: '去申请' })).toHaveAttribute('href', '/app/account/distr/apply');
  });
});
