import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { SELECTED_ADDRESS_KEY } from '../choice';
import { Component as SelectPage } from './select-page';

const address = (id: number, isDefault: boolean, street: string) => ({
  id,
  iid: 1000,
  rid: 7,
  name: '李同心',
  mobile: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  areaCode: '110105',
  address: street,
  postCode: '',
  isDefault,
});

describe('SelectPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('marks the default address and hands the chosen one back', async () => {
    mockApi({
      '/api/address/list': () => ({
        t: [address(1, true, '建国路 88 号'), address(2, false, '光华路 1 号')],
      }),
    });
    renderMemberPage(<SelectPage />, {
      route: '/app/address/:iid/select',
      path: '/app/address/1000/select',
    });
    const first = await screen.findByRole('radio', { name: /建国路 88 号/ });
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(first).toHaveTextContent('北京市 朝阳区 建国路 88 号');
    await userEvent.setup().click(screen.getByRole('radio', { name: /光华路 1 号/ }));
    expect(JSON.parse(sessionStorage.getItem(SELECTED_ADDRESS_KEY) ?? 'null')).toMatchObject({
      id: 2,
      address: '光华路 1 号',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/index/1000');
  });

  it('shows the empty state when there is no address', async () => {
    mockApi({ '/api/address/list': () => ({ t: [] }) });
    renderMemberPage(<SelectPage />, {
      route: '/app/address/:iid/select',
      path: '/app/address/1000/select',
    });
    expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
  });
});
