import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PointPage } from './point-page';

const rules = {
  t: [{ code: 'sign', title: '每日签到', coin: 5, description: '每天签到一次，得 5 积分' }],
};

describe('PointPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs in once: the balance changes and the button turns off', async () => {
    let account = { balance: 40, signedToday: false, signDays: 0 };
    const api = mockApi({
      '/api/coin/account/get': () => ({ t: account }),
      '/api/coin/conf/list': () => rules,
      '/api/coin/sign': () => {
        account = { balance: 45, signedToday: true, signDays: 1 };
        return { t: { coin: 5, balance: 45 } };
      },
    });
    renderMemberPage(<PointPage />, { route: '/app/account/point', path: '/app/account/point' });
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('40');
    // The rules come from a call of their own, which may answer after the balance.
    expect(await screen.findByText('每天签到一次，得 5 积分')).toBeInTheDocument();

    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: '签到' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('45'));
    expect(screen.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(api.calls.filter(([path]) => path === '/api/coin/sign')).toHaveLength(1);
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      '/api/coin/account/get': () =>
        fail
          ? { code: 500, msg: '系统繁忙，请稍后再试' }
          : { t: { balance: 3, signedToday: true, signDays: 2 } },
      '/api/coin/conf/list': () => rules,
    });
    renderMemberPage(<PointPage />, { route: '/app/account/point', path: '/app/account/point' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('3');
    expect(screen.getByText('已连续签到 2 天')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and a dead session signs out', async () => {
    mockApi({});
    const first = renderMemberPage(<PointPage />, {
      route: '/app/account/point',
      path: '/app/account/point',
      member: null,
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/app/account/login?redirect=%2Fapp%2Faccount%2Fpoint',
    );
    first.unmount();

    mockApi({
      '/api/coin/account/get': () => ({ code: 1000001, msg: '登录已失效，请重新登录' }),
      '/api/coin/conf/list': () => rules,
    });
    const second = renderMemberPage(<PointPage />, {
      route: '/app/account/point',
      path: '/app/account/point',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/login');
    expect(second.store.getState().session.member).toBeNull();
  });
});
