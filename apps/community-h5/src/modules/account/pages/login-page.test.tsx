import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../components/member-kit/testing';
import { Component as LoginPage } from './login-page';

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks the number and the password before sending anything', async () => {
    const api = mockApi({});
    renderMemberPage(<LoginPage />, { route: '/app/account/login', path: '/app/account/login', member: null });
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
    const api = mockApi({ '/api/member/login': () => ({ t: { token: 'k'.repeat(43), userId: 9, expiresAt: '2030-01-01T00:00:00Z' } }) });
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
    expect(store.getState().session.member).toEqual({ token: 'k'.repeat(43), userId: 9, iid: 1000 });
    expect(api.calls[0]).toEqual(['/api/member/login', { iid: 1000, mobile: '13800138000', password: 'secret123' }]);
  });

  it('shows the server message of a refused sign-in and keeps the number as a draft', async () => {
    mockApi({ '/api/member/login': () => ({ code: 1001, msg: '手机号或密码错误' }) });
    const first = renderMemberPage(<LoginPage />, { route: '/app/account/login', path: '/app/account/login', member: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(document.body).toHaveTextContent('手机号或密码错误'));
    first.unmount();
    renderMemberPage(<LoginPage />, { route: '/app/account/login', path: '/app/account/login', member: null });
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });
});
