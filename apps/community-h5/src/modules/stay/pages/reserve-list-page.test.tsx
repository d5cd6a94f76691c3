import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as ReserveListPage } from './reserve-list-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const bought = (over: Record<string, unknown>) => ({
  orderId: 'PKG1',
  packageId: 101,
  title: '安吉云上亲子露营两天一夜套餐',
  image: '',
  placeId: 1,
  placeType: 1,
  placeName: '安吉云上草原露营地',
  address: '安吉县天荒坪镇',
  phone: '0571-88886666',
  includes: ['营位一晚', '篝火晚会'],
  num: 2,
  amount: 99_800,
  validFrom: '2026-11-20',
  validTo: '2027-02-20',
  status: 2,
  useCode: '8F3K2M9Q',
  usedAt: null,
  paidAt: '2026-11-24T01:00:00.000Z',
  createdAt: '2026-11-24T00:59:00.000Z',
  ...over,
});

function open(path: string, packages: () => unknown, desks: unknown[] = []) {
  const api = mockApi({
    '/api/stay/my-packages': packages,
    '/api/stay/bookings': () => ({ t: { list: [], total: 0 } }),
    '/api/stay/staff/places': () => ({ t: desks }),
  });
  return { api, view: renderMemberPage(<ReserveListPage />, { route: '/app/reserve/list', path }) };
}

describe('my packages (reserve/list?view=packages)', () => {
  it('shows each bought package with its place, validity and state, and how to use the one to use', async () => {
    const { api, view } = open('/app/reserve/list?view=packages', () => ({
      t: {
        list: [
          bought({}),
          bought({ orderId: 'PKG2', status: 1, useCode: '', paidAt: null, num: 1, amount: 49_900 }),
          bought({ orderId: 'PKG3', status: 3, useCode: '', usedAt: '2026-11-10T03:00:00.000Z', title: '西湖龙井双人下午茶入住套餐' }),
          bought({ orderId: 'PKG4', status: 4, useCode: '', title: '莫干山过期套餐' }),
        ],
        total: 4,
      },
    }));
    const usable = await screen.findByRole('article', { name: '安吉云上亲子露营两天一夜套餐 待使用' });
    expect(screen.getByRole('heading', { level: 1, name: '我的套餐' })).toBeInTheDocument();
    expect(usable).toHaveTextContent('有效期 2026-11-20 至 2027-02-20');
    expect(usable).toHaveTextContent('¥998.00');
    expect(usable).toHaveTextContent('含：营位一晚、篝火晚会');
    const howTo = within(usable).getByLabelText('使用方式');
    expect(howTo).toHaveTextContent('核销码 8F3K2M9Q');
    expect(howTo).toHaveTextContent('2027-02-20前到安吉云上草原露营地出示核销码使用');
    expect(within(howTo).getByRole('link', { name: '0571-88886666' })).toHaveAttribute('href', 'tel:0571-88886666');

    const unpaid = screen.getByRole('article', { name: '安吉云上亲子露营两天一夜套餐 待支付' });
    expect(within(unpaid).queryByLabelText('使用方式')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: '西湖龙井双人下午茶入住套餐 已使用' })).toHaveTextContent('已于2026-11-10核销使用');
    expect(screen.getByRole('article', { name: '莫干山过期套餐 已过期' })).toHaveTextContent('已过有效期，未使用');
    expect(api.calls.find(([path]) => path === '/api/stay/my-packages')?.[1]).toMatchObject({ iid: '1000', token: TEST_MEMBER.token });
    expect(api.calls.some(([path]) => path === '/api/stay/bookings')).toBe(false);

    const user = userEvent.setup();
    await user.click(within(unpaid).getByRole('link', { name: '去支付' }));
    await waitFor(() => expect(view.location()).toBe('/app/pay/order?orderId=PKG2&iid=1000'));
  });

  it('opens the code page of a usable package', async () => {
    const { view } = open('/app/reserve/list?view=packages', () => ({ t: { list: [bought({})], total: 1 } }));
    await userEvent.setup().click(await screen.findByRole('link', { name: '出示核销二维码' }));
    await waitFor(() => expect(view.location()).toBe('/app/order/used?orderId=PKG1&iid=1000'));
  });

  it('says what to do when there is none, and when the list cannot be read', async () => {
    let reads = 0;
    open('/app/reserve/list?view=packages', () => {
      reads += 1;
      return reads === 1 ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: { list: [], total: 0 } };
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('系统繁忙，请稍后再试');
    await userEvent.setup().click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有购买套餐，去营地或民宿页面看看套餐吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看露营地和民宿' })).toBeInTheDocument();
  });

  it("leads a place's staff to the desk's write-off, and no one else", async () => {
    const { view } = open('/app/reserve/list', () => ({ t: { list: [], total: 0 } }), [{ id: 1, type: 1, name: '安吉云上草原露营地' }]);
    await userEvent.setup().click(await screen.findByRole('link', { name: '到店核销' }));
    await waitFor(() => expect(view.location()).toBe('/app/reserve/verify'));
  });

  it('switches between room bookings and packages', async () => {
    const { api, view } = open('/app/reserve/list', () => ({ t: { list: [bought({})], total: 1 } }));
    expect(await screen.findByText('暂无预订，去看看露营地和民宿吧')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: '预订状态' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: '我的套餐' }));
    expect(await screen.findByRole('article', { name: '安吉云上亲子露营两天一夜套餐 待使用' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: '预订状态' })).not.toBeInTheDocument();
    expect(view.location()).toBe('/app/reserve/list?view=packages');
    expect(api.calls.filter(([path]) => path === '/api/stay/my-packages')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: '到店核销' })).not.toBeInTheDocument();
  });
});
