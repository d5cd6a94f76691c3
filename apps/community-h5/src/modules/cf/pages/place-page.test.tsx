import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PlacePage } from './place-page';

const address = (id: number, name: string, isDefault: boolean) => ({ id, iid: 1000, rid: 7, name, mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', areaCode: '', address: `文三路${id}号`, postCode: '', isDefault });

describe('PlacePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('marks the default address, and keeps the chosen one for the pay page', async () => {
    mockApi({ '/api/address/list': () => ({ t: [address(4, '王阿姨', true), address(9, '李师傅', false)] }) });
    renderMemberPage(<PlacePage />, { route: '/app/cf/:iid/place', path: '/app/cf/1000/place?id=5' });
    const list = await screen.findByRole('list', { name: '收货地址' });
    const [home, work] = within(list).getAllByRole('button');
    expect(home).toHaveAttribute('aria-pressed', 'true');
    expect(work).toHaveAttribute('aria-pressed', 'false');
    expect(work).toHaveTextContent('李师傅 13800138000浙江省 杭州市 西湖区 文三路9号');
    await userEvent.setup().click(work!);
    await waitFor(() => expect(Object.values(localStorage).some((v) => v.includes('"addressId":9'))).toBe(true));
  });

  it('asks for a new address when the member has none', async () => {
    mockApi({ '/api/address/list': () => ({ t: [] }) });
    renderMemberPage(<PlacePage />, { route: '/app/cf/:iid/place', path: '/app/cf/1000/place?id=5' });
    expect(await screen.findByText('还没有收货地址，请先新增一个')).toBeVisible();
    expect(screen.getByRole('link', { name: '新增' })).toHaveAttribute('href', expect.stringContaining('/app/mall/address/manage'));
  });
});
