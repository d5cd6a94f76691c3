import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SaasPage } from './saas-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const ROUTE = { route: '/app/pay/saas', path: '/app/pay/saas' };
const plan = { id: 2, title: '专业版', description: '活动不限量', features: ['活动不限量', '数据统计'], priceFen: 99_900, days: 365 };

function open(status: object, plans: object[] = [plan]) {
  return mockApi({
    '/api/saas/status': () => ({ t: { orgName: '同心志愿者协会', plan: null, canBuy: true, ...status } }),
    '/api/saas/plans': () => ({ t: plans }),
    '/h5/getjsonp': (p) => (p.uri === '/h5/order/create' ? { t: { orderId: 'SAAS0001', payPrice: 99_900 } } : { code: 404, msg: 'no' }),
  });
}

describe('SaasPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
  });

  it('lets a tenant admin buy a plan through the order kernel and opens the cashier', async () => {
    const api = open({});
    const { location } = renderMemberPage(<SaasPage />, ROUTE);
    expect(await screen.findByText('当前：免费版')).toBeVisible();
    const card = await screen.findByRole('region', { name: '专业版' });
    expect(card).toHaveTextContent('专业版 · ¥999.00/365天');
    await userEvent.setup().click(within(card).getByRole('button', { name: '立即开通' }));
    await waitFor(() => expect(location()).toBe('/app/pay/order?orderId=SAAS0001&iid=1000'));
    expect(loadPage).toHaveBeenCalledWith('/app/pay/order?orderId=SAAS0001&iid=1000');
    expect(api.calls.find(([, p]) => p.uri === '/h5/order/create')?.[1]).toMatchObject({ orderType: '32', keys: '2', num: '1' });
  });

  it('shows the plan held and who may buy; a member who is not an admin cannot', async () => {
    const api = open({ plan: { title: '专业版', expiresAt: '2027-11-24T00:00:00.000Z' }, canBuy: false });
    renderMemberPage(<SaasPage />, ROUTE);
    expect(await screen.findByText('当前：专业版，有效期至 2027-11-24')).toBeVisible();
    expect(screen.getByText('只有机构管理员可以为机构购买套餐')).toBeVisible();
    expect(await screen.findByRole('button', { name: '续费' })).toBeDisabled();
    expect(api.calls.some(([, p]) => p.uri === '/h5/order/create')).toBe(false);
  });

  it('says so when no plan is on sale', async () => {
    open({}, []);
    renderMemberPage(<SaasPage />, ROUTE);
    expect(await screen.findByText('暂无可购买的套餐')).toBeVisible();
  });
});
