import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as BindMobilePage } from './bind-mobile-page';

const ROUTE = '/app/account/fillinfo';
const profile = { userId: 7, iid: 1000, mobile: '', nickName: '微信用户', name: '', headImg: '', signature: '', email: '', coin: 0, isVip: false, hasPassword: false };

/** The gateway's calls by uri (`/v1/users/…`), the rest by path. */
function server(bind: (params: Record<string, unknown>) => unknown) {
  return mockApi({
    '/api/userV2.profile': () => ({ t: profile }),
    '/h5/getjsonp': (params) => (params.uri === '/v1/users/bindmobile/send/h5' ? { t: true } : bind(params)),
  });
}

describe('BindMobilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the code, counts down, binds, and goes on as the member of that number', async () => {
    const api = server(() => ({ t: { userId: 42, mobile: '13912345678', merged: true } }));
    const view = renderMemberPage(<BindMobilePage />, { route: ROUTE, path: ROUTE });
    expect(await screen.findByText(/绑定手机号后/)).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
    const send = api.calls.find(([, p]) => p.uri === '/v1/users/bindmobile/send/h5')?.[1];
    expect(send).toMatchObject({ iid: '1000', token: TEST_MEMBER.token, mobile: '13912345678' });

    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码不能为空');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/personal');
    expect(api.calls.find(([, p]) => p.uri === '/v1/users/mobile/bind/h5')?.[1]).toMatchObject({ mobile: '13912345678', verifyCode: '123456' });
    expect(view.store.getState().session.member).toEqual({ ...TEST_MEMBER, userId: 42 });
  });

  it("shows the server's refusal and keeps the number for another try", async () => {
    server(() => ({ code: 1002, msg: '验证码错误或已过期' }));
    renderMemberPage(<BindMobilePage />, { route: ROUTE, path: ROUTE });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('手机号'), '13912345678');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13912345678');
  });
});
