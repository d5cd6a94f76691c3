import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { applicationOf } from '../test-fixtures';
import { Component as JoinStep2Page } from './join-step2-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const ROUTE = { route: '/app/shops/join/step2', path: '/app/shops/join/step2' };
const FILLED = { name: '同心小馆', category: '餐饮', contact: '周店长', phone: '13900003333', region: '浙江省杭州市西湖区', licence: '', logo: '', intro: '', photos: [] };

describe('JoinStep2Page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
    localStorage.clear();
  });

  it('submits the application with what the directory shows, then opens the pay page in full', async () => {
    localStorage.setItem('draft:shops-join:7', JSON.stringify(FILLED));
    const api = mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application: null } }), '/api/shops/join/apply': () => ({ t: applicationOf(0) }) });
    renderMemberPage(<JoinStep2Page />, ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '店铺介绍' }), '社区食堂，志愿者九折');
    await user.click(screen.getByRole('button', { name: '提交并支付入驻费' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/app/pay/shops_join?iid=1000'));
    expect(api.calls.filter(([path]) => path === '/api/shops/join/apply').map(([, p]) => p)).toMatchObject([{ ...FILLED, intro: '社区食堂，志愿者九折' }]);
  });

  it('sends a member who skipped step 1 back to it', async () => {
    const api = mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application: null } }) });
    const { location } = renderMemberPage(<JoinStep2Page />, ROUTE);
    await userEvent.setup().click(await screen.findByRole('button', { name: '提交并支付入驻费' }));
    expect(await screen.findByText('请先完善商家信息')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/app/shops/join/step1'));
    expect(api.calls.some(([path]) => path === '/api/shops/join/apply')).toBe(false);
  });
});
