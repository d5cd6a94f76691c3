import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { orderPriceOf } from '../../../test/order-price';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CfPayPage } from './cf-pay-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const ROUTE = '/app/pay/cf_pay';
const home = { id: 4, iid: 1000, rid: 7, name: '王阿姨', mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', areaCode: '330106', address: '文三路1号', postCode: '', isDefault: true };
const price = (payFen: number, needsAddress = false) => orderPriceOf(payFen, { title: '社区图书漂流站', needsAddress });

function open(path: string, { needsAddress = false, addresses = [home] as unknown[] } = {}) {
  const api = mockApi({
    '/api/address/list': () => ({ t: addresses }),
    '/h5/getjsonp': (p) =>
      p.uri === '/h5/order/calculate'
        ? { t: price(p.property ? 1000 * Number(p.num) : Number(p.property2), needsAddress) }
        : p.uri === '/h5/order/create'
          ? { t: { orderId: 'CF0001', payPrice: 1200 } }
          : { code: 404, msg: 'no' },
  });
  const view = renderMemberPage(<CfPayPage />, { route: ROUTE, path });
  return { api, ...view, user: userEvent.setup() };
}
const created = (api: ReturnType<typeof mockApi>) => api.calls.filter(([, p]) => p.uri === '/h5/order/create').map(([, p]) => p);

describe('CfPayPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
    localStorage.clear();
  });

  it('supports a free amount at the server’s price with a message, then opens the cashier', async () => {
    const { api, user, location } = open('/app/pay/cf_pay?id=5&amountFen=1200');
    const submit = await screen.findByRole('button', { name: '确认支持 ¥12.00' });
    expect(api.calls.find(([, p]) => p.uri === '/h5/order/calculate')?.[1]).toMatchObject({ orderType: '8', keys: '5', property: '', property2: '1200', num: '1' });
    expect(screen.queryByText(/回报寄往/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '留言（选填）' }), '加油');
    await user.click(submit);
    await waitFor(() => expect(location()).toBe('/app/pay/order?orderId=CF0001&iid=1000'));
    expect(created(api)).toMatchObject([{ orderType: '8', keys: '5', property2: '1200', info: '加油', payPrice: '1200' }]);
  });

  it('does not carry a support’s message into the next support of the project', async () => {
    const first = open('/app/pay/cf_pay?id=5&amountFen=1200');
    const submit = await screen.findByRole('button', { name: '确认支持 ¥12.00' });
    await first.user.type(screen.getByRole('textbox', { name: '留言（选填）' }), '加油');
    await first.user.click(submit);
    await waitFor(() => expect(first.location()).toBe('/app/pay/order?orderId=CF0001&iid=1000'));
    first.unmount();
    open('/app/pay/cf_pay?id=5&amountFen=1200');
    await screen.findByRole('button', { name: '确认支持 ¥12.00' });
    expect(screen.getByRole('textbox', { name: '留言（选填）' })).toHaveValue('');
  });

  it('sends a reward that ships to the default address, and asks for one when the member has none', async () => {
    const first = open('/app/pay/cf_pay?id=5&tierId=32&num=2', { needsAddress: true });
    expect(await screen.findByText(/回报寄往：王阿姨 13800138000 浙江省 杭州市 西湖区 文三路1号/)).toBeVisible();
    expect(screen.getByRole('link', { name: '更换' })).toHaveAttribute('href', '/app/cf/1000/place?id=5');
    expect(first.api.calls.filter(([, p]) => p.uri === '/h5/order/calculate').map(([, p]) => p)).toMatchObject([{ property: '32', num: '2', addressId: '4' }]);
    first.unmount();

    const { api, user } = open('/app/pay/cf_pay?id=5&tierId=32', { needsAddress: true, addresses: [] });
    expect(await screen.findByText(/回报寄往：未选择/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确认支持 ¥10.00' }));
    expect(await screen.findByText('请先选择回报的收货地址')).toBeInTheDocument();
    expect(created(api)).toEqual([]);
  });

  it('says what is missing when opened without a project', async () => {
    const { api } = open('/app/pay/cf_pay');
    expect(await screen.findByText('缺少项目参数，请回到项目页重新选择')).toBeVisible();
    expect(api.calls.some(([, p]) => p.uri === '/h5/order/calculate')).toBe(false);
  });
});
