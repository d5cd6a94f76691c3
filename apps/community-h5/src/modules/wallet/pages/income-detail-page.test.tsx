import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { creditOf } from '../test-fixtures';
import { Component as IncomeDetailPage } from './income-detail-page';

const route = '/app/wallet/incomeItemDetail';
const entry = (id: number, amountFen: number, bucket: string, title: string) => ({ id, amountFen, bucket, cause: 'commission', title, creditId: 43, withdrawalId: null, createdAt: '2026-11-25T04:00:00.000Z' });

describe('IncomeDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ties the commission to its order, rate and state, with the ledger entries it made', async () => {
    const api = mockApi({
      '/api/wallet/income/detail': () => ({
        t: { credit: creditOf({ id: 43, status: 2, reversedFen: 1485 }), entries: [entry(1, 1485, 'pending', '推广佣金（待结算）'), entry(2, -1485, 'pending', '订单退款，佣金扣回')] },
      }),
    });
    renderMemberPage(<IncomeDetailPage />, { route, path: `${route}?id=43` });
    const card = await screen.findByRole('region', { name: '收益' });
    expect(card).toHaveTextContent('来源订单VIP20261124001');
    expect(card).toHaveTextContent('下单人王**');
    expect(card).toHaveTextContent('订单金额¥99.00');
    expect(card).toHaveTextContent('佣金比例15.00%（一级）');
    expect(card).toHaveTextContent('退款扣回-¥14.85');
    expect(screen.getByTestId('income-status')).toHaveTextContent('已失效');
    expect(card).toHaveTextContent('预计结算2026-12-01');
    const ledger = within(screen.getByRole('region', { name: '资金流水' }));
    expect(ledger.getByText('+¥14.85')).toBeVisible();
    expect(ledger.getByText('-¥14.85')).toBeVisible();
    expect(ledger.getByText('订单退款，佣金扣回')).toBeVisible();
    expect(api.calls[0]?.[1]).toMatchObject({ id: '43' });
  });

  it('says what is missing without an id', async () => {
    const api = mockApi({});
    renderMemberPage(<IncomeDetailPage />, { route, path: route });
    expect(await screen.findByText('缺少参数无法查看收益详情')).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
