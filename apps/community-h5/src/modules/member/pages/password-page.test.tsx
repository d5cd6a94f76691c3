import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as PasswordPage, passwordProblem } from './password-page';

const ROUTE = '/app/account/personal/password';
const profileOf = (over: { mobile: string; hasPassword: boolean }) => ({
  userId: 7, iid: 1000, nickName: '微信用户', name: '', headImg: '', signature: '', email: '', coin: 0, isVip: false, ...over,
});

describe('passwordProblem', () => {
  it("asks in the spec's words: the old one when there is one, at least 6 characters, the same twice", () => {
    expect(passwordProblem({ hasPassword: true, oldPassword: '', password: 'secret1', confirm: 'secret1' })).toEqual({ field: 'oldPassword', message: '密码不能为空' });
    expect(passwordProblem({ hasPassword: false, oldPassword: '', password: '12345', confirm: '12345' })).toEqual({ field: 'password', message: '密码不能小于6位' });
    expect(passwordProblem({ hasPassword: false, oldPassword: '', password: 'secret1', confirm: 'secret2' })).toEqual({ field: 'confirm', message: '两次输入的密码不一致' });
    expect(passwordProblem({ hasPassword: false, oldPassword: '', password: 'secret1', confirm: 'secret1' })).toBeNull();
  });
});

describe('PasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets a WeChat member with a bound number set a password, then goes back to the personal page', async () => {
    const api = mockApi({
      '/api/userV2.profile': () => ({ t: profileOf({ mobile: '13912345678', hasPassword: false }) }),
      '/api/member/password': () => ({ t: true }),
    });
    renderMemberPage(<PasswordPage />, { route: ROUTE, path: ROUTE });
    expect(await screen.findByRole('heading', { name: '设置密码' })).toBeVisible();
    expect(screen.getByText(/用手机号 13912345678 和此密码登录/)).toBeVisible();
    expect(screen.queryByLabelText('原密码')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('新密码'), '12345');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('密码不能小于6位', { selector: 'p' })).toBeVisible();
    await user.type(screen.getByLabelText('新密码'), '6');
    await user.type(screen.getByLabelText('确认密码'), '123457');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('两次输入的密码不一致', { selector: 'p' })).toBeVisible();
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), '123456');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/personal');
    expect(api.calls.filter(([path]) => path === '/api/member/password')).toEqual([
      ['/api/member/password', { iid: 1000, token: TEST_MEMBER.token, password: '123456' }],
    ]);
  });

  it("changes a password with the old one, and shows the server's refusal on it", async () => {
    const api = mockApi({
      '/api/userV2.profile': () => ({ t: profileOf({ mobile: '13912345678', hasPassword: true }) }),
      '/api/member/password': () => ({ code: 1001, msg: '原密码错误' }),
    });
    renderMemberPage(<PasswordPage />, { route: ROUTE, path: ROUTE });
    expect(await screen.findByRole('heading', { name: '修改密码' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('原密码'), 'not-it');
    await user.type(screen.getByLabelText('新密码'), 'second-pass');
    await user.type(screen.getByLabelText('确认密码'), 'second-pass');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('原密码错误', { selector: 'p' })).toBeVisible();
    expect(api.calls.find(([path]) => path === '/api/member/password')?.[1]).toMatchObject({ oldPassword: 'not-it', password: 'second-pass' });
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('sends a member without a number to bind one first, and comes back here', async () => {
    mockApi({ '/api/userV2.profile': () => ({ t: profileOf({ mobile: '', hasPassword: false }) }) });
    renderMemberPage(<PasswordPage />, { route: ROUTE, path: ROUTE });
    const link = await screen.findByRole('link', { name: '去绑定手机号 ›' });
    expect(link).toHaveAttribute('href', '/app/account/fillinfo?redirect=%2Fapp%2Faccount%2Fpersonal%2Fpassword');
    expect(screen.queryByLabelText('新密码')).toBeNull();
  });
});
