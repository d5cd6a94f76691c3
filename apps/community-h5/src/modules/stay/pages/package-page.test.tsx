import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as PackagePage } from './package-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pkg = (stock: number, validTo = later(90)) => ({
  id: 101,
  placeId: 1,
  title: '安吉云上亲子露营两天一夜套餐',
  image: '',
  price: 49_900,
  stock,
  validFrom: later(-1),
  validTo,
  placeName: '安吉云上露营地',
  intro: '含一晚住宿与当地特色体验。',
  includes: ['营位一晚', '篝火晚会'],
});

function server(detail: () => unknown, create: (p: Record<string, unknown>) => unknown = (p) => ({ t: { orderId: 'PKG1', payPrice: Number(p.payPrice), expiresAt: null } })) {
  return mockApi({
    '/api/stay/package': detail,
    '/h5/getjsonp': (p) => (p.uri === '/h5/order/create' ? create(p) : { code: 404, msg: 'no' }),
  });
}

const open = () => renderMemberPage(<PackagePage />, { route: '/app/campsite/:iid/package/:packageId', path: '/app/campsite/1000/package/101' });

describe('a package: its contents and buying it', () => {
  it('buys two at the package price as one order of type 3 naming the package, then opens the cashier', async () => {
    const api = server(() => ({ t: pkg(3) }));
    const view = open();
    expect(await screen.findByRole('heading', { name: '安吉云上亲子露营两天一夜套餐' })).toBeInTheDocument();
    expect(screen.getByText('篝火晚会')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '增加购买份数' }));
    expect(screen.getByLabelText('应付金额')).toHaveTextContent('¥998.00');
    // Only what is left can be bought.
    await user.click(screen.getByRole('button', { name: '增加购买份数' }));
    expect(screen.getByRole('button', { name: '增加购买份数' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '减少购买份数' }));
    await user.type(screen.getByLabelText('联系人'), '钱游客');
    await user.type(screen.getByLabelText('手机号'), '13900000003');
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(view.location()).toBe('/app/pay/order?orderId=PKG1&iid=1000'));
    const create = api.calls.find(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')?.[1];
    expect(create).toMatchObject({ iid: '1000', token: TEST_MEMBER.token, orderType: '3', keys: 'package:101', num: '2', payPrice: '99800', name: '钱游客', phone: '13900000003' });
  });

  it('says why an order is refused (the last one went to someone else) and reads the stock again', async () => {
    let reads = 0;
    server(
      () => {
        reads += 1;
        return { t: pkg(reads === 1 ? 1 : 0) };
      },
      () => ({ code: 409, msg: '套餐已售罄' }),
    );
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('联系人'), '钱游客');
    await user.type(screen.getByLabelText('手机号'), '13900000003');
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(await screen.findByText('套餐已售罄')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '立即购买' })).toBeDisabled());
  });

  it('does not sell a package past its validity', async () => {
    server(() => ({ t: pkg(5, later(-2)) }));
    open();
    expect(await screen.findByText('套餐已过有效期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即购买' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: '购买信息' })).not.toBeInTheDocument();
  });
});
