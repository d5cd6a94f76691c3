import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as WalletPage } from './index-page';

const ROUTE = { route: '/app/wallet/index', path: '/app/wallet/index' };
const rules = { minWithdrawFen: 100, maxWithdrawFen: 2_000_000, feeBp: 0, reviewRequired: true, settleSeconds: 7 * 86_400 };
const summary = (over: object = {}) => ({ availableFen: 12_345, pendingFen: 1485, frozenFen: 5000, withdrawnFen: 20_000, totalIncomeFen: 38_830, rules, ...over });

describe('WalletPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows available, pending, in withdrawal and withdrawn in yuan, the settlement window, and the wallet’s pages', async () => {
    mockApi({ '/api/wallet/get': () => ({ t: summary() }) });
    renderMemberPage(<WalletPage />, ROUTE);
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('¥123.45');
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent('¥14.85');
    expect(screen.getByTestId('wallet-frozen')).toHaveTextContent('¥50.00');
    expect(screen.getByTestId('wallet-withdrawn')).toHaveTextContent('¥200.00');
    expect(screen.getByText('每笔佣金的冻结期为7天，到期后可提现 · 累计收入 ¥388.30')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: '提现' })).toHaveAttribute('href', '/app/wallet/withdraw');
    const menu = screen.getByRole('navigation', { name: '钱包菜单' });
    expect([...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/app/wallet/incomeList', '/app/wallet/withdrawList', '/app/wallet/payAccount', '/app/wallet/discountCode']);
  });

  it('explains a balance below zero after a refund took commission back', async () => {
    mockApi({ '/api/wallet/get': () => ({ t: summary({ availableFen: -990 }) }) });
    renderMemberPage(<WalletPage />, ROUTE);
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('-¥9.90');
    expect(screen.getByRole('status')).toHaveTextContent('因订单退款扣回佣金，可提现余额为负，后续佣金将优先抵扣');
  });

  it('offers a retry when the wallet cannot be loaded', async () => {
    let fail = true;
    mockApi({ '/api/wallet/get': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: summary() }) });
    renderMemberPage(<WalletPage />, ROUTE);
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    retry.click();
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('¥123.45');
  });
});
