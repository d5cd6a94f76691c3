import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as LoginPage } from './login-page';

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks the number and the password before sending anything', async () => {
    const api = mockApi({});
    renderMemberPage(<LoginPage />, {
      route: '/app/account/login',
      path: '/app/account/login',
      member: null,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '1380013');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    await user.type(screen.getByLabelText('手机号'), '8000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('密码不能为空');
    await user.type(screen.getByLabelText('密码'), '12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('密码不能小于6位');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, keeps the session and returns to the page that asked, never to another site', async () => {
    const api = mockApi({
      '/api/member/login': () => ({
        t: { token: 'k'.repeat(43), userId: 9, expiresAt: '2030-01-01T00:00:00Z' },
      }),
    });
    const { store } = renderMemberPage(<LoginPage />, {
      route: '/app/account/login',
      path: '/app/account/login?redirect=%2Fapp%2Faccount%2Fpoint',
      member: null,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/point');
    expect(store.getState().session.member).toEqual({
      token: 'k'.repeat(43),
      userId: 9,
      iid: 1000,
    });
    expect(api.calls[0]).toEqual([
      '/api/member/login',
      { iid: 1000, mobile: '13800138000', password: 'secret123' },
    ]);
  });

  it('shows the server message of a refused sign-in and keeps the number as a draft', async () => {
    mockApi({ '/api/member/login': () => ({ code: 1001, msg: '手机号或密码错误' }) });
    const first = renderMemberPage(<LoginPage />, {
      route: '/app/account/login',
      path: '/app/account/login',
      member: null,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(document.body).toHaveTextContent('手机号或密码错误'));
    first.unmount();
    renderMemberPage(<LoginPage />, {
      route: '/app/account/login',
      path: '/app/account/login',
      member: null,
    });
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });

  it('signs a new number up with the SMS code: 获取验证码 (member.sendCode), a countdown, then 注册并登录 (member.register by POST)', async () => {
    const api = mockApi({
      '/api/member/login': () => ({ code: 1004, msg: '该手机号尚未注册，请获取验证码完成注册' }),
      '/api/member/code': () => ({ t: true }),
      '/api/member/register': (p) =>
        p.verifyCode === '123456'
          ? { t: { userId: 21, token: 'n'.repeat(43), expiresAt: '2030-01-01T00:00:00Z' } }
          : { code: 1002, msg: '验证码错误或已过期' },
    });
    const { store } = renderMemberPage(<LoginPage />, {
      route: '/app/account/login',
      path: '/app/account/login?redirect=%2Fapp%2Faccount%2Fpoint',
      member: null,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    expect(screen.queryByLabelText('验证码')).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录' }));

    // The number is new: the code step appears, and nobody is signed in without it.
    expect(await screen.findByLabelText('验证码')).toBeInTheDocument();
    expect(store.getState().session.member).toBeNull();
    // The button leaves its 登录中… state in a render of its own, after the code field shows.
    await user.click(await screen.findByRole('button', { name: '注册并登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('验证码不能为空');

    // The countdown on fake timers: the clock moves only when the test (or a wait) moves it, so a
    // slow machine sees the same seconds as a fast one.
    vi.useFakeTimers();
    try {
      const clockUser = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await clockUser.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('button', { name: /重新获取\(5[89]s\)/ })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
    // The community's own code call, for the page's tenant; never the university's.
    expect(api.calls.filter(([path]) => path === '/api/member/code')).toEqual([
      ['/api/member/code', { iid: 1000, mobile: '13912345678' }],
    ]);
    expect(api.calls.some(([path]) => path.startsWith('/api/university/'))).toBe(false);

    // A wrong code: the server's message, still signed out.
    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() => expect(document.body).toHaveTextContent('验证码错误或已过期'));
    expect(store.getState().session.member).toBeNull();

    await user.clear(screen.getByLabelText('验证码'));
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/point');
    expect(store.getState().session.member).toEqual({
      token: 'n'.repeat(43),
      userId: 21,
      iid: 1000,
    });
    expect(api.calls.filter(([path]) => path === '/api/member/register').at(-1)).toEqual([
      '/api/member/register',
      { iid: 1000, loginName: '13912345678', password: 'secret123', verifyCode: '123456' },
    ]);
    // Sent as POST bodies: the password is in no URL (server logs, proxies, history).
    const requests = api.fetchMock.mock.calls.map(([input, init]) => ({
      url: String(input),
      method: init?.method ?? 'GET',
    }));
    expect(
      requests
        .filter((r) => r.url.includes('/api/member/register'))
        .every((r) => r.method === 'POST'),
    ).toBe(true);
    expect(
      requests.some((r) => r.url.includes('secret123') || r.url.includes('registerByMobile')),
    ).toBe(false);
  });

  it('leaves the code step when the number changes: the step belonged to the number the server named', async () => {
    const api = mockApi({
      '/api/member/login': () => ({ code: 1004, msg: '该手机号尚未注册，请获取验证码完成注册' }),
    });
    renderMemberPage(<LoginPage />, {
      route: '/app/account/login',
      path: '/app/account/login',
      member: null,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByLabelText('验证码');
    // Editing the number leaves the code step: it belonged to the number the server named.
    await user.type(screen.getByLabelText('手机号'), '{backspace}');
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(api.calls).toHaveLength(1);
  });
});
