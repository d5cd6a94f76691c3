import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, meReply, renderConsole, sessionOf } from '../test/render';
import { DEVICE_KEY, SESSION_KEY } from '../lib/session';

const owner = sessionOf(['owner']);

describe('sign-in', () => {
  it('asks for the SMS code on a new device, then opens the page it came from', async () => {
    const server = fakeServer({
      '/console/sign-in': ({ body }) => (body.code ? { t: { token: owner.token, expiresAt: owner.expiresAt, staff: owner.staff } } : { code: 4902, msg: '新设备登录，验证码已发送到 138****1000' }),
      '/console/me': meReply(owner),
      '/console/audit': { t: { list: [], total: 0 } },
    });
    await renderConsole('/audit');
    const user = userEvent.setup();
    // Signed out: the audit page sends to sign-in first.
    await user.type(await screen.findByLabelText('手机号'), '13800001000');
    await user.type(screen.getByLabelText('密码'), 'Tongxin1000');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('新设备登录，验证码已发送到 138****1000')).toBeVisible();
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeVisible();
    const signIns = server.calls.filter((c) => c.path === '/console/sign-in');
    expect(signIns.map((c) => c.body.code)).toEqual([undefined, '123456']);
    // The same device both times, and kept for the next sign-in.
    expect(signIns[0]?.body.deviceId).toBe(localStorage.getItem(DEVICE_KEY));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ token: owner.token });
  });

  it("shows the server's refusal and checks the number before sending", async () => {
    const server = fakeServer({ '/console/sign-in': { code: 4901, msg: '手机号或密码错误' } });
    await renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('手机号'), '1380000');
    await user.type(screen.getByLabelText('密码'), 'x');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeVisible();
    expect(server.calls).toEqual([]);
    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '13800001000');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await within(await screen.findByRole('alert')).findByText('手机号或密码错误')).toBeVisible();
  });
});
