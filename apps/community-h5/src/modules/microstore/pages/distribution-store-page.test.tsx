import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as StorePage } from './distribution-store-page';

const route = '/app/account/distributionStore';
const store = { id: 4, iid: 1000, name: '小同的店', logo: '', intro: '', key: 'ms0123456789ab', goodsIds: [1], orders: 2, salesFen: 5980 };

describe('DistributionStorePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens a store: the name is required, then the store shows with its numbers and links', async () => {
    let mine: typeof store | null = null;
    const api = mockApi({
      '/api/microstore/mine': () => ({ t: mine }),
      '/api/microstore/save': (p) => {
        mine = { ...store, name: String(p.name), orders: 0, salesFen: 0 };
        return { t: mine };
      },
      '/api/microstore/pool': () => ({ t: { list: [], total: 0 } }),
    });
    renderMemberPage(<StorePage />, { route, path: route });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '开通小店' }));
    expect(screen.getByRole('alert')).toHaveTextContent('必填哦');
    expect(api.calls.some(([path]) => path === '/api/microstore/save')).toBe(false);
    await user.type(screen.getByLabelText('店铺名称'), '小同的店');
    await user.click(screen.getByRole('button', { name: '开通小店' }));
    expect(await screen.findByRole('heading', { name: '小同的店' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '预览小店' })).toHaveAttribute('href', '/app/account/smallStore?id=4&iid=1000&saleIid=1000&multiDisKey=ms0123456789ab');
    expect(await screen.findByText('暂无可推广的商品')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({ '/api/microstore/mine': () => ({ code: 500, msg: '系统繁忙，请稍后再试' }) });
    renderMemberPage(<StorePage />, { route, path: route });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
