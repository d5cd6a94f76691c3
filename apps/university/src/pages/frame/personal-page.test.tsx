import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, regInfoReply, renderRoute } from '../../test/render';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The countdown reads the clock (Date.now) to survive unmounts and reloads: the clock stands still
 * until a test moves it (vi.setSystemTime), so a slow machine shows the same seconds as a fast
 * one. Only Date is faked: Testing Library's waits and the countdown's own interval stay real.
 */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}

function submitButton(name: string): HTMLElement {
  const button = screen.getAllByRole('button', { name }).find((b) => b.getAttribute('type') === 'submit');
  if (!button) throw new Error(`no submit button ${name}`);
  return button;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Mine: login and register', () => {
  it('checks the phone and the password before logging in', async () => {
    const server = fakeServer({});
    await renderRoute('/app/university/frame/personal');
    await screen.findByRole('form', { name: '登录' });
    const submit = submitButton('登录');
    fill('手机号', '12345');
    fireEvent.click(submit);
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    fill('手机号', '13800138000');
    fireEvent.click(submit);
    expect(await screen.findByText('密码不能为空')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('stores iid, rid and token after a login and opens the apply home', async () => {
    fakeServer({
      '/university/login': { code: 0, msg: 'ok', t1: 41, t2: 'tok-41' },
      '/university/reg-info': regInfoReply(0),
    });
    const { router } = await renderRoute('/app/university/frame/personal');
    await screen.findByRole('form', { name: '登录' });
    fill('手机号', '13800138000');
    fill('密码', 'secret1');
    const submit = screen.getAllByRole('button', { name: '登录' }).find((b) => b.getAttribute('type') === 'submit');
    fireEvent.click(submit as HTMLElement);
    await waitFor(() => expect(localStorage.getItem('university.token')).toBe('tok-41'));
    expect(localStorage.getItem('university.rid')).toBe('41');
    expect(localStorage.getItem('university.iid')).toBe('3073');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/home'));
    expect(await screen.findByRole('button', { name: '确认提交' })).toBeInTheDocument();
  });

  it('shows the server message of a wrong password', async () => {
    fakeServer({ '/university/login': { code: 1001, msg: '手机号或密码错误' } });
    await renderRoute('/app/university/frame/personal');
    await screen.findByRole('form', { name: '登录' });
    fill('手机号', '13800138000');
    fill('密码', 'wrong-pass');
    fireEvent.click(screen.getAllByRole('button', { name: '登录' }).find((b) => b.getAttribute('type') === 'submit') as HTMLElement);
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(localStorage.getItem('university.token')).toBeNull();
  });

  it('goes straight to the apply home with stored credentials', async () => {
    localStorage.setItem('university.iid', '3073');
    localStorage.setItem('university.rid', '5');
    localStorage.setItem('university.token', 't');
    fakeServer({ '/university/reg-info': regInfoReply(0) });
    const { router } = await renderRoute('/app/university/frame/personal');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/app/university/frame/personal'));
    expect(router.state.location.pathname).toBe('/app/university/apply/home');
    expect(await screen.findByRole('button', { name: '确认提交' })).toBeInTheDocument();
  });

  it('register: validates in order, sends a code only for a valid phone and counts down', async () => {
    freezeClock();
    const server = fakeServer({ '/university/phone-code': { code: 0, t: true, msg: '验证码已发送' } });
    await renderRoute('/app/university/frame/personal');
    fireEvent.click(await screen.findByRole('button', { name: '注册', pressed: false }));
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    fill('手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ mobile: '13800138000' });
    // The toast is a React root of its own: it can show before the form re-renders with the countdown.
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    vi.setSystemTime(Date.now() + 1000);
    expect(await screen.findByRole('button', { name: '59秒后重发' })).toBeDisabled();

    const submit = () =>
      fireEvent.click(screen.getAllByRole('button', { name: '注册' }).find((b) => b.getAttribute('type') === 'submit') as HTMLElement);
    fill('密码', '12345');
    submit();
    expect(await screen.findByText('密码不能小于6位')).toBeInTheDocument();
    fill('密码', '123456');
    fill('确认密码', '123457');
    submit();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    fill('确认密码', '123456');
    submit();
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
  });

  it('keeps the countdown when switching to 登录 and back to 注册', async () => {
    freezeClock();
    const server = fakeServer({ '/university/phone-code': { code: 0, t: true, msg: '验证码已发送' } });
    await renderRoute('/app/university/frame/personal');
    fireEvent.click(await screen.findByRole('button', { name: '注册', pressed: false }));
    fill('手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('button', { name: /^(59|60)秒后重发$/ })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '登录', pressed: false }));
    await screen.findByRole('form', { name: '登录' });
    vi.setSystemTime(Date.now() + 5000);
    fireEvent.click(screen.getByRole('button', { name: '注册', pressed: false }));
    // The wait belongs to the number: typed again, it is still running.
    await screen.findByRole('form', { name: '注册' });
    fill('手机号', '13800138000');
    const again = await screen.findByRole('button', { name: /秒后重发$/ });
    expect(again).toBeDisabled();
    expect(Number(/\d+/.exec(again.textContent ?? '')?.[0])).toBeGreaterThan(50);
    expect(again).toHaveTextContent('55秒后重发');
    expect(server.calls.filter((c) => c.path === '/university/phone-code')).toHaveLength(1);
  });

  it('starts with the countdown a reload left running for the number, and offers 发送验证码 once it is over', async () => {
    freezeClock();
    // A code went to this number 30 s before the reload.
    sessionStorage.setItem('smsSentAt:register:13800138000', String(Date.now() - 30_000));
    fakeServer({});
    await renderRoute('/app/university/frame/personal');
    fireEvent.click(await screen.findByRole('button', { name: '注册', pressed: false }));
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    fill('手机号', '13800138000');
    expect(await screen.findByRole('button', { name: /^(29|30)秒后重发$/ })).toBeDisabled();
    fill('手机号', '13900139000');
    expect(await screen.findByRole('button', { name: '发送验证码' })).toBeEnabled();
    vi.setSystemTime(Date.now() + 31_000);
    fill('手机号', '13800138000');
    expect(await screen.findByRole('button', { name: '发送验证码' })).toBeEnabled();
  });
});
