import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { withdrawalOf } from '../test-fixtures';
import { Component as WithdrawProgressPage } from './withdraw-progress-page';

const route = '/app/wallet/withdrawProgress';
const withdrawal = withdrawalOf;

describe('WithdrawProgressPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a submitted withdrawal under review, which the member may take back after confirming', async () => {
    let status = 0;
    const api = mockApi({
      '/api/wallet/withdraw/detail': () => ({ t: withdrawal({ status }) }),
      '/api/wallet/withdraw/cancel': () => {
        status = 4;
        return { t: withdrawal({ status }) };
      },
    });
    renderMemberPage(<WithdrawProgressPage />, { route, path: `${route}?id=77` });
    expect(await screen.findByText('官方正在审核，请耐心等待')).toBeVisible();
    expect(screen.getByText('¥49.50')).toBeVisible();
    expect(screen.getByText('招商银行 尾号1234')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '取消提现' }));
    expect(await screen.findByText('确定取消这笔提现吗？金额将退回余额')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已取消，金额已退回余额', { selector: 'p.wallet-muted' })).toBeVisible();
    expect(api.calls.filter(([path]) => path === '/api/wallet/withdraw/cancel').map(([, p]) => p)).toMatchObject([{ id: 77 }]);
    expect(screen.queryByRole('button', { name: '取消提现' })).toBeNull();
  });

  it('says why a withdrawal was rejected and that the money is back in the balance', async () => {
    mockApi({ '/api/wallet/withdraw/detail': () => ({ t: withdrawal({ status: 3, reason: '账户信息有误', reviewedAt: '2026-11-24T03:00:00.000Z' }) }) });
    renderMemberPage(<WithdrawProgressPage />, { route, path: `${route}?id=77` });
    expect(await screen.findByText('驳回原因：账户信息有误，金额已退回余额')).toBeVisible();
    expect(screen.getByText('审核驳回')).toBeVisible();
    expect(screen.queryByText('到账')).toBeNull();
  });

  it('asks for WeChat to confirm an approved withdrawal to WeChat change', async () => {
    mockApi({ '/api/wallet/withdraw/detail': () => ({ t: withdrawal({ status: 1, method: 'wechat', destination: '微信零钱', reviewedAt: '2026-11-24T03:00:00.000Z' }) }) });
    renderMemberPage(<WithdrawProgressPage />, { route, path: `${route}?id=77` });
    expect(await screen.findByTestId('withdraw-status')).toHaveTextContent('待收款');
    expect(screen.getByText('请在微信环境内打开本页确认收款')).toBeVisible();
    expect(screen.queryByRole('button', { name: '确认收款' })).toBeNull();
  });

  it('inside WeChat, says the organisation transfers to WeChat change and records the member’s confirmation of receipt', async () => {
    let status = 1;
    const api = mockApi({
      '/api/wallet/withdraw/detail': () => ({ t: withdrawal({ status, method: 'wechat', destination: '微信零钱', reviewedAt: '2026-11-24T03:00:00.000Z', paidAt: status === 2 ? '2026-11-24T05:00:00.000Z' : null }) }),
      '/api/wallet/withdraw/confirm': () => {
        status = 2;
        return { t: withdrawal({ status, method: 'wechat', destination: '微信零钱' }) };
      },
    });
    const view = renderMemberPage(<WithdrawProgressPage />, { route, path: `${route}?id=77` });
    act(() => void view.store.dispatch(environmentDetected('wechat')));
    expect(await screen.findByText('审核已通过，机构将款项转入您的微信零钱，收到后请确认收款')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '确认收款' }));
    expect(await screen.findByText('确认收款成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-status')).toHaveTextContent('已到账'));
    expect(screen.getByText('已到账，请及时查收')).toBeVisible();
    expect(api.calls.filter(([path]) => path === '/api/wallet/withdraw/confirm').map(([, p]) => p)).toMatchObject([{ id: 77 }]);
  });

  it('says what is missing without an id', async () => {
    mockApi({});
    renderMemberPage(<WithdrawProgressPage />, { route, path: route });
    expect(await screen.findByText('缺少参数无法查看提现进度')).toBeVisible();
  });
});
