import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as WithdrawPage } from './withdraw-page';

const ROUTE = { route: '/app/wallet/withdraw', path: '/app/wallet/withdraw' };
const rules = { minWithdrawFen: 1000, maxWithdrawFen: 500_000, feeBp: 100, reviewRequired: true, settleSeconds: 604_800 };
const summary = (availableFen: number) => ({ availableFen, pendingFen: 0, frozenFen: 0, withdrawnFen: 0, totalIncomeFen: availableFen, rules });
const bank = { id: 3, method: 'bank', holder: '张三', bankName: '招商银行', accountNo: '**** 1234', bankAddress: '' };

function open(availableFen: number, accounts: unknown[] = [bank]) {
  const api = mockApi({
    '/api/wallet/get': () => ({ t: summary(availableFen) }),
    '/api/wallet/account/list': () => ({ t: accounts }),
    '/api/wallet/withdraw': (p) => ({
      t: { id: 77, amountFen: p.amountFen, feeFen: 50, arrivalFen: Number(p.amountFen) - 50, method: 'bank', destination: '招商银行 尾号1234', status: 0, reason: '', createdAt: '2026-11-24T01:00:00.000Z', reviewedAt: null, paidAt: null },
    }),
  });
  const view = renderMemberPage(<WithdrawPage />, ROUTE);
  return { api, view, user: userEvent.setup() };
}

const withdrawCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter(([path]) => path === '/api/wallet/withdraw');

describe('WithdrawPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('refuses an empty amount, more than is available and less than the minimum, in the rules’ words, asking nothing', async () => {
    const { api, user } = open(8000);
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('¥80.00');
    const submit = screen.getByRole('button', { name: '确认提现' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入提现金额');
    await user.type(screen.getByRole('textbox', { name: '提现金额' }), '80.01');
    await user.click(submit);
    expect(await screen.findByText('提现金额超出可提现金额', { selector: '[role=alert]' })).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: '提现金额' }));
    await user.type(screen.getByRole('textbox', { name: '提现金额' }), '9.99');
    await user.click(submit);
    expect(await screen.findByText('提现金额小于最低提现金额 ¥10.00', { selector: '[role=alert]' })).toBeVisible();
    expect(withdrawCalls(api)).toEqual([]);
  });

  it('shows the fee, confirms, and submits the amount in fen to the saved account, then opens its progress', async () => {
    const { api, user, view } = open(8000);
    await user.type(await screen.findByRole('textbox', { name: '提现金额' }), '50');
    expect(screen.getByText('手续费 ¥0.50 · 实际到账 ¥49.50')).toBeVisible();
    expect(screen.getByRole('radio', { name: '招商银行 **** 1234' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('提现 ¥50.00，手续费 ¥0.50，实际到账 ¥49.50，提现至招商银行 **** 1234')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(view.location()).toBe('/app/wallet/withdrawProgress?id=77'));
    expect(withdrawCalls(api).map(([, p]) => p)).toMatchObject([{ amountFen: 5000, method: 'bank', accountId: 3 }]);
  });

  it('inside WeChat, withdraws to WeChat change by default and says what happens after the review', async () => {
    const { api, user, view } = open(8000, []);
    act(() => void view.store.dispatch(environmentDetected('wechat')));
    expect(await screen.findByRole('radio', { name: '微信零钱' })).toBeChecked();
    expect(screen.getByTestId('withdraw-how')).toHaveTextContent('审核通过后机构将款项转入您的微信零钱，收到后请在提现进度页点“确认收款”');
    await user.type(screen.getByRole('textbox', { name: '提现金额' }), '20');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('提现 ¥20.00，手续费 ¥0.20，实际到账 ¥19.80，提现至微信零钱')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(withdrawCalls(api).map(([, p]) => p)).toMatchObject([{ amountFen: 2000, method: 'wechat' }]));
  });

  it('outside WeChat with no saved account, says to add one instead of withdrawing to WeChat change', async () => {
    const { api, user } = open(8000, []);
    expect(await screen.findByText('微信零钱（请在微信中打开后提现到零钱）')).toBeVisible();
    expect(screen.getByRole('link', { name: '去添加收款账户' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: '提现金额' }), '20');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('没有可用的提现方式，请先添加收款账户');
    expect(withdrawCalls(api)).toEqual([]);
  });
});
