import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SharePage } from './share-page';

// The poster is drawn on a canvas jsdom has not: its words and the link of its QR code are checked.
vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: ({ poster, alt }: { poster: { title: string; userName: string; dstUrl: string }; alt: string }) => (
    <figure aria-label={alt}>
      <figcaption>{poster.title}</figcaption>
      <span data-testid="poster-name">{poster.userName}</span>
      <span data-testid="poster-link">{poster.dstUrl}</span>
    </figure>
  ),
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
            : { code: 404, msg: 'no' },
    });
    renderMemberPage(<SharePage />, ROUTE);
    const poster = await screen.findByRole('figure', { name: '我的邀请海报' });
    const bind = `${window.location.origin}/app/dis/bind?multiDisKey=${KEY}&saleIid=1000`;
    expect(within(poster).getByTestId('poster-link')).toHaveTextContent(bind);
    expect(within(poster).getByTestId('poster-name')).toHaveTextContent('王阿姨');
    expect(screen.getByTestId('dis-key')).toHaveTextContent(KEY);
    expect(screen.getByTestId('dis-bind-link')).toHaveTextContent(bind);
    expect(screen.getByTestId('dis-invite-link')).toHaveTextContent(`/app/account/distr/apply?disrParentMultiDisKey=${KEY}&multiDisKey=${KEY}&saleIid=1000`);

    const row = await within(await screen.findByRole('list', { name: '推广商品' })).findByText('志愿者年卡');
    expect(row.parentElement).toHaveTextContent('¥99.00 · 预计佣金 ¥9.90');
    await user.click(screen.getByRole('button', { name: '分享赚：志愿者年卡' }));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/app/pay/vip-buy?iid=1000&id=2&multiDisKey=${KEY}&saleIid=1000`);
  });

  it('sends a member who is not a distributor to apply', async () => {
    mockApi({ '/h5/getjsonp': (p) => (p.uri === '/multidis/getKey' ? { code: 4601, msg: '您还不是分销员，请先申请' } : { t: { list: [], total: 0 } }) });
    renderMemberPage(<SharePage />, ROUTE);
    expect(await screen.findByText('您还不是分销员，请先申请')).toBeVisible();
    expect(screen.getByRole('link', { name: '去申请' })).toHaveAttribute('href', '/app/account/distr/apply');
  });
});
