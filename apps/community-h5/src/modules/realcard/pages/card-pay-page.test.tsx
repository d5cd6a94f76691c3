import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { orderPriceOf } from '../../../test/order-price';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CardPayPage } from './card-pay-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const route = '/app/pay/card';

function open(create: () => unknown) {
  const api = mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/h5/order/calculate' ? { t: orderPriceOf(9900, { title: '同心志愿卡续期（365天）' }) } : p.uri === '/h5/order/create' ? create() : { code: 404, msg: 'no' },
  });
  const view = renderMemberPage(<CardPayPage />, { route, path: `${route}?cardId=12&iid=1000` });
  return { api, ...view, user: userEvent.setup() };
}
const creates = (api: ReturnType<typeof mockApi>) => api.calls.filter(([, p]) => p.uri === '/h5/order/create').map(([, p]) => p);

describe('CardPayPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
  });

  it('orders the renewal at the server’s price (business type 31) and opens the cashier', async () => {
    const { api, user, location } = open(() => ({ t: { orderId: 'RC0001', payPrice: 9900 } }));
    expect(await screen.findByRole('region', { name: '续期订单' })).toHaveTextContent('同心志愿卡续期（365天）应付 ¥99.00');
    await user.click(screen.getByRole('button', { name: '确认支付 ¥99.00' }));
    await waitFor(() => expect(location()).toBe('/app/pay/order?orderId=RC0001&iid=1000'));
    expect(creates(api)).toMatchObject([{ orderType: '31', keys: '12', num: '1', payPrice: '9900' }]);
  });

  it('says why an order was refused and prices it again', async () => {
    const { api, user } = open(() => ({ code: 1203, msg: '价格已变动，请重新确认' }));
    await user.click(await screen.findByRole('button', { name: '确认支付 ¥99.00' }));
    expect(await screen.findByText('价格已变动，请重新确认')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter(([, p]) => p.uri === '/h5/order/calculate')).toHaveLength(2));
  });

  it('says where to come from without a card', async () => {
    mockApi({});
    renderMemberPage(<CardPayPage />, { route, path: route });
    expect(await screen.findByText('缺少卡片参数，请从我的实体卡进入')).toBeVisible();
  });
});
