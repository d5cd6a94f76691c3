import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { creditOf } from '../test-fixtures';
import { Component as IncomeListPage } from './income-list-page';

const ROUTE = { route: '/app/wallet/incomeList', path: '/app/wallet/incomeList' };
const credits = [
  creditOf(),
  creditOf({ id: 42, level: 2, amountFen: 495, status: 1, settledAt: '2026-12-01T04:00:00.000Z' }),
  creditOf({ id: 43, status: 2, reversedFen: 1485 }),
];

describe('IncomeListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each commission with its order, level, amount and state, a reversed one struck out, each opening its detail', async () => {
    const api = mockApi({
      '/api/wallet/income/list': (p) => {
        const list = credits.filter((c) => p.status === undefined || String(c.status) === p.status);
        return { t: { list, total: list.length } };
      },
    });
    renderMemberPage(<IncomeListPage />, ROUTE);
    const rows = await within(await screen.findByRole('list', { name: '收益明细' })).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('推广订单佣金 — 志愿者年卡');
    expect(rows[0]).toHaveTextContent('直接推广');
    expect(rows[0]).toHaveTextContent('+¥14.85待结算');
    expect(rows[1]).toHaveTextContent('团队推广');
    expect(rows[1]).toHaveTextContent('+¥4.95已结算');
    expect(rows[2]!.querySelector('del')).toHaveTextContent('+¥14.85');
    expect(rows[2]).toHaveTextContent('已扣回 ¥14.85已失效');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/app/wallet/incomeItemDetail?id=41');

    await userEvent.setup().click(screen.getByRole('tab', { name: '已失效' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '收益明细' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.at(-1)?.[1]).toMatchObject({ status: '2' });
  });

  it('invites a member without income to share', async () => {
    mockApi({ '/api/wallet/income/list': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<IncomeListPage />, ROUTE);
    expect(await screen.findByText('暂无收益，去分享商品赚佣金吧')).toBeVisible();
  });
});
