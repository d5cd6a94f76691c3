import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { withdrawalOf } from '../test-fixtures';
import { Component as WithdrawListPage } from './withdraw-list-page';

const ROUTE = { route: '/app/wallet/withdrawList', path: '/app/wallet/withdrawList' };

describe('WithdrawListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the withdrawals with where they go, the amount and their state, each opening its progress', async () => {
    mockApi({
      '/api/wallet/withdraw/list': () => ({
        t: { list: [withdrawalOf({ id: 79, method: 'wechat', destination: '微信零钱', status: 1 }), withdrawalOf({ id: 78, status: 3, reason: '账户信息有误' }), withdrawalOf()], total: 3 },
      }),
    });
    renderMemberPage(<WithdrawListPage />, ROUTE);
    const rows = await within(await screen.findByRole('list', { name: '提现记录' })).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('提现至微信零钱');
    expect(rows[0]).toHaveTextContent('¥50.00待收款');
    expect(rows[1]).toHaveTextContent('已驳回');
    expect(rows[2]).toHaveTextContent('提现至招商银行 尾号1234');
    expect(rows[2]).toHaveTextContent('审核中');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/app/wallet/withdrawProgress?id=79');
  });

  it('says there is no withdrawal yet', async () => {
    mockApi({ '/api/wallet/withdraw/list': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<WithdrawListPage />, ROUTE);
    expect(await screen.findByText('暂无提现记录')).toBeVisible();
  });
});
