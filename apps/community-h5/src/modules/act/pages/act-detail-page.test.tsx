import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { actDetail } from '../testing/act-detail';
import { Component as ActDetailPage } from './act-detail-page';

const open = (detail: ReturnType<typeof actDetail>) => {
  const api = mockApi({ '/h5/getjsonp': (p) => (p.uri === '/v1/act/detail' ? { t: detail } : { code: 404, msg: 'no' }) });
  renderMemberPage(<ActDetailPage />, { route: '/app/act/:iid/detail/:id', path: '/app/act/1000/detail/4' });
  return api;
};

describe('the activity detail’s main button by state', () => {
  it('an open activity links to the enrolment of this activity', async () => {
    open(actDetail());
    expect(await screen.findByRole('link', { name: '立即报名' })).toHaveAttribute('href', '/app/act/enroll?iid=1000&id=4');
  });

  it('an activity the member holds links to their order instead', async () => {
    open(actDetail({ state: 5, myOrderId: 'ACT42' }));
    expect(await screen.findByRole('link', { name: '已报名 · 查看订单' })).toHaveAttribute('href', '/app/pay/act?iid=1000&orderId=ACT42');
    expect(screen.queryByRole('link', { name: '立即报名' })).not.toBeInTheDocument();
  });

  it.each([
    [2, '已满员'],
    [3, '报名已截止'],
    [4, '暂不可报名'],
  ])('state %i shows a disabled %s and no way to enrol', async (state, text) => {
    open(actDetail({ state, left: state === 2 ? 0 : 32 }));
    expect(await screen.findByRole('button', { name: text })).toBeDisabled();
    expect(screen.queryByRole('link', { name: '立即报名' })).not.toBeInTheDocument();
  });

  it('sends the member’s token so the server can tell them apart from a visitor', async () => {
    const api = open(actDetail());
    await screen.findByRole('link', { name: '立即报名' });
    expect(api.calls.find(([, p]) => p.uri === '/v1/act/detail')?.[1]).toMatchObject({ id: '4', iid: '1000', token: expect.any(String) as unknown });
  });
});

describe("an activity opened from a distributor's share link", () => {
  const ROUTE = '/app/act/:iid/detail/:id';
  const lockFansCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter(([path, p]) => path === '/h5/getjsonp' && p.uri === '/multidis/lockFans').map(([, p]) => p);
  const shareApi = (lockFans: () => unknown) =>
    mockApi({ '/h5/getjsonp': (p) => (p.uri === '/v1/act/detail' ? { t: actDetail() } : p.uri === '/multidis/lockFans' ? lockFans() : { code: 404, msg: 'no' }) });

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('binds the signed-in visitor to the sharer as a fan (lockFans), once in the visit', async () => {
    const api = shareApi(() => ({ t: { mine: true, nickName: '王同心', expiresAt: '2026-12-24T00:00:00.000Z' } }));
    const path = '/app/act/1000/detail/4?multiDisKey=TXDEMO2024&saleIid=1000';
    const first = renderMemberPage(<ActDetailPage />, { route: ROUTE, path });
    await waitFor(() => expect(lockFansCalls(api)).toHaveLength(1));
    expect(lockFansCalls(api)[0]).toMatchObject({ multiDisKey: 'TXDEMO2024', iid: '1000', token: 't'.repeat(43) });
    expect(await screen.findByRole('link', { name: '立即报名' })).toBeVisible();
    first.unmount();
    renderMemberPage(<ActDetailPage />, { route: ROUTE, path });
    expect(await screen.findByRole('link', { name: '立即报名' })).toBeVisible();
    expect(lockFansCalls(api)).toHaveLength(1);
  });

  it('shows the activity as usual when the key cannot bind, and binds nobody signed out or without a well-formed key', async () => {
    const api = shareApi(() => ({ code: 4604, msg: '邀请码无效，请检查后重新输入' }));
    const unknown = renderMemberPage(<ActDetailPage />, { route: ROUTE, path: '/app/act/1000/detail/4?multiDisKey=NOSUCHKEY1' });
    await waitFor(() => expect(lockFansCalls(api)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: '立即报名' })).toBeVisible();
    expect(screen.queryByText('邀请码无效，请检查后重新输入')).not.toBeInTheDocument();
    unknown.unmount();
    const out = renderMemberPage(<ActDetailPage />, { route: ROUTE, path: '/app/act/1000/detail/4?multiDisKey=TXDEMO2024', member: null });
    expect(await screen.findByRole('link', { name: '立即报名' })).toBeVisible();
    out.unmount();
    renderMemberPage(<ActDetailPage />, { route: ROUTE, path: '/app/act/1000/detail/4?multiDisKey=%3Cscript%3E' });
    expect(await screen.findByRole('link', { name: '立即报名' })).toBeVisible();
    expect(lockFansCalls(api)).toHaveLength(1);
  });
});
