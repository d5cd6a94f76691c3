import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AttentionPage } from './attention-page';

const ROUTE = { route: '/app/account/distr/attention', path: '/app/account/distr/attention' };
const fan = (userId: number, nickName: string, expired: boolean, orders = 0) => ({
  userId, nickName, mobile: '135****0001', boundAt: '2026-11-01T02:00:00.000Z', expiresAt: expired ? '2026-11-10T02:00:00.000Z' : '2026-12-01T02:00:00.000Z', expired, orders, amountFen: orders * 9900,
});

describe('fans page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the fans with their binding times and orders; 绑定中 asks for the bindings that last', async () => {
    const api = mockApi({
      '/h5/getjsonp': (p) =>
        p.uri !== '/multidis/fans/list'
          ? { code: 404, msg: 'no' }
          : p.active === '1' || p.active === 'true'
            ? { t: { list: [fan(2, '小林', false, 1)], total: 1 } }
            : { t: { list: [fan(2, '小林', false, 1), fan(3, '老周', true)], total: 2 } },
    });
    renderMemberPage(<AttentionPage />, ROUTE);
    const list = await screen.findByRole('list', { name: '粉丝列表' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('小林');
    expect(rows[0]).toHaveTextContent('已下单 1 笔 · ¥99.00');
    expect(rows[0]).toHaveTextContent('过期时间');
    expect(rows[1]).toHaveTextContent('已过期');
    expect(rows[1]).toHaveTextContent('未下单');

    await userEvent.setup().click(screen.getByRole('tab', { name: '绑定中' }));
    await waitFor(() => expect(screen.getByRole('list', { name: '粉丝列表' })).not.toHaveTextContent('老周'));
    expect(screen.getByRole('list', { name: '粉丝列表' })).toHaveTextContent('小林');
    expect(api.calls.some(([, p]) => p.uri === '/multidis/fans/list' && (p.active === '1' || p.active === 'true'))).toBe(true);
  });

  it('says kindly that there is no fan yet', async () => {
    mockApi({ '/h5/getjsonp': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<AttentionPage />, ROUTE);
    expect(await screen.findByText('暂无粉丝，分享邀请海报让好友绑定吧')).toBeInTheDocument();
  });
});
