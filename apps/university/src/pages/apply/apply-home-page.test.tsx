import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderRoute } from '../../test/render';
import { parseGroups } from './apply-home-page';

function regInfo(status: number, extra: Record<string, unknown> = {}) {
  return {
    code: 0,
    msg: 'ok',
    status,
    groups: JSON.stringify([
      { id: 11, groupName: '基本信息', groupDesc: '个人资料', isFill: true },
      { id: 12, groupName: '学业信息', groupDesc: '', isFill: false },
    ]),
    regName: '2026年研究生报名',
    regSummary: '《报名协议》',
    regImage: '',
    statusImg: '',
    statusShowImg: '',
    refillReason: '',
    orderId: null,
    ...extra,
  };
}

beforeEach(() => {
  localStorage.setItem('university.iid', '3073');
  localStorage.setItem('university.rid', '5');
  localStorage.setItem('university.token', 'tok');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('parseGroups', () => {
  it('reads the JSON list and ignores garbage', () => {
    expect(parseGroups(regInfo(0).groups)).toHaveLength(2);
    expect(parseGroups('not json')).toEqual([]);
    expect(parseGroups('[{"id":"x"}]')).toEqual([]);
  });
});

describe('apply home', () => {
  it.each([
    [0, '确认提交', false],
    [1, '等待审核', true],
    [2, '审核通过，点击支付', false],
    [3, '报名成功', true],
    [4, '重新填写', false],
  ])('status %i shows %s (disabled: %s)', async (status, text, disabled) => {
    fakeServer({ '/university/reg-info': regInfo(status) });
    await renderRoute('/app/university/apply/home');
    const button = await screen.findByRole('button', { name: text });
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it('lists the groups with their fill state and links to each form', async () => {
    fakeServer({ '/university/reg-info': regInfo(0) });
    await renderRoute('/app/university/apply/home');
    const link = await screen.findByRole('link', { name: /基本信息/ });
    expect(link).toHaveTextContent('已填写');
    expect(link).toHaveAttribute('href', '/app/university/apply/form?id=11&groupDesc=%E4%B8%AA%E4%BA%BA%E8%B5%84%E6%96%99');
    expect(screen.getByRole('link', { name: /学业信息/ })).toHaveTextContent('未填写');
  });

  it('asks for the agreement tick, then submits and reloads', async () => {
    let status = 0;
    const server = fakeServer({
      '/university/reg-info': () => regInfo(status),
      '/university/submit': () => {
        status = 1;
        return { code: 0, t: true, msg: '提交成功' };
      },
    });
    await renderRoute('/app/university/apply/home');
    fireEvent.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('请先勾选《报名协议》')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/university/submit')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《报名协议》' }));
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('button', { name: '等待审核' })).toBeDisabled();
    expect(server.calls.find((c) => c.path === '/university/submit')?.body).toEqual({ rid: 5, token: 'tok', regId: 3, id: 3 });
  });

  it('submits without a tick when the registration has no agreement summary', async () => {
    let status = 0;
    const server = fakeServer({
      '/university/reg-info': () => regInfo(status, { regSummary: '' }),
      '/university/submit': () => {
        status = 1;
        return { code: 0, t: true, msg: '提交成功' };
      },
    });
    await renderRoute('/app/university/apply/home');
    fireEvent.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('button', { name: '等待审核' })).toBeDisabled();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/请先勾选/)).toBeNull();
    expect(server.calls.filter((c) => c.path === '/university/submit')).toHaveLength(1);
  });

  it('shows the summary text on its own, also once the tick is no longer asked for', async () => {
    fakeServer({ '/university/reg-info': regInfo(1) });
    await renderRoute('/app/university/apply/home');
    const summary = await screen.findByRole('region', { name: '报名须知' });
    expect(summary).toHaveTextContent('《报名协议》');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the submit failure text when the service gives no reason', async () => {
    fakeServer({ '/university/reg-info': regInfo(0), '/university/submit': { code: 0, t: false, msg: '' } });
    await renderRoute('/app/university/apply/home');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('提交失败，未知错误，请反馈主办方。')).toBeInTheDocument();
    // The page reads the registration again; the button comes back once that is done.
    await waitFor(() => expect(screen.getByRole('button', { name: '确认提交' })).toBeEnabled());
  });

  it('refill resets the form, forgets drafts and reloads', async () => {
    let status = 4;
    localStorage.setItem('draft:university.5.3.11', '{"1":"old"}');
    fakeServer({
      '/university/reg-info': () => regInfo(status, { refillReason: '照片不清晰' }),
      '/university/reset': () => {
        status = 0;
        return { code: 0, t: true, msg: 'ok' };
      },
    });
    await renderRoute('/app/university/apply/home');
    expect(await screen.findByText('退回原因：照片不清晰')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新填写' }));
    expect(await screen.findByRole('button', { name: '确认提交' })).toBeEnabled();
    expect(localStorage.getItem('draft:university.5.3.11')).toBeNull();
  });

  it('shows the reset failure text', async () => {
    fakeServer({ '/university/reg-info': regInfo(4), '/university/reset': { code: 0, t: false, msg: '' } });
    await renderRoute('/app/university/apply/home');
    fireEvent.click(await screen.findByRole('button', { name: '重新填写' }));
    expect(await screen.findByText('重置失败，未知错误，请反馈主办方。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '重新填写' })).toBeEnabled());
  });

  it('approved: creates the order (type 28) and opens the payment with the session', async () => {
    localStorage.setItem('idsUser:3073', JSON.stringify({ openid: 'o-1', unionid: 'u-1' }));
    const server = fakeServer({
      '/university/reg-info': regInfo(2),
      '/university/order': { code: 0, msg: 'ok', gid: 77, amount: 10000, title: '报名费', paid: false },
    });
    const { router } = await renderRoute('/app/university/apply/home');
    fireEvent.click(await screen.findByRole('button', { name: '审核通过，点击支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/pay/public-order'));
    expect(server.calls.find((c) => c.path === '/university/order')?.body).toEqual({
      iid: 3073,
      orderType: 28,
      userId: 5,
      token: 'tok',
      keys: 3,
      num: 1,
    });
    const q = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(q)).toMatchObject({ iid: '3073', rid: '5', session: 'tok', gid: '77', channel: 'registration', openId: 'o-1', unionId: 'u-1' });
    // The payment page gets the fee with the navigation and shows it without asking again.
    expect(router.state.location.state).toEqual({ fee: { gid: 77, amount: 10000, title: '报名费' } });
    expect(await screen.findByText('¥100.00')).toBeInTheDocument();
    // The payment page goes on to pay: without a prepay reply here it ends offering to pay again.
    expect(await screen.findByRole('button', { name: '重新支付' })).toBeEnabled();
    expect(server.calls.filter((c) => c.path === '/university/order')).toHaveLength(1);
  });

  it('sends a visitor without credentials to login', async () => {
    localStorage.removeItem('university.token');
    fakeServer({});
    const { router } = await renderRoute('/app/university/apply/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/frame/personal'));
  });
});
