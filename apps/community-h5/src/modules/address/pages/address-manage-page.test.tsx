import { DRAFT_PREFIX } from '@tongxin/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as ManagePage } from './address-manage-page';

const route = '/app/mall/address/manage';
const saved = {
  id: 5,
  iid: 1000,
  rid: 7,
  name: '李同心',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  areaCode: '440305',
  address: '科技园 1 号',
  postCode: '',
  isDefault: false,
};

describe('AddressManagePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows every problem with the spec messages and saves nothing', async () => {
    const api = mockApi({});
    renderMemberPage(<ManagePage />, { route, path: route });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '1380013800');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['必填哦', '手机号码格式不对哦~', '必填哦', '必填哦']);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed across a reload until it is saved', async () => {
    mockApi({});
    const first = renderMemberPage(<ManagePage />, { route, path: route });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('收货人'), '王五');
    await user.click(screen.getByRole('switch', { name: '设为默认地址' }));
    first.unmount();
    renderMemberPage(<ManagePage />, { route, path: route });
    expect(screen.getByLabelText('收货人')).toHaveValue('王五');
    expect(screen.getByRole('switch', { name: '设为默认地址' })).toBeChecked();
  });

  it('edits a saved address and makes it the default', async () => {
    const api = mockApi({
      '/api/address/list': () => ({ t: [saved] }),
      '/api/address/update': (p) => ({ t: { ...saved, ...p, id: 5 } }),
    });
    renderMemberPage(<ManagePage />, { route, path: `${route}?id=5` });
    expect(await screen.findByRole('heading', { name: '编辑收货地址' })).toBeInTheDocument();
    // The form shows before the saved address arrives: wait for its values, not for the field.
    await waitFor(() => expect(screen.getByLabelText('收货人')).toHaveValue('李同心'));
    expect(
      screen.getByRole('button', { name: /所在地区 广东省 深圳市 南山区/ }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: '设为默认地址' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/mall/address/list');
    const update = api.calls.find(([path]) => path === '/api/address/update');
    expect(update?.[1]).toMatchObject({
      id: 5,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      areaCode: '440305',
      isDefault: true,
    });
  });

  it('goes back to the order being confirmed once a new address is saved', async () => {
    const api = mockApi({ '/api/address/add': (p) => ({ t: { ...saved, ...p, id: 9 } }) });
    const from = '/app/pay/mall-order?iid=1000&skuId=101&num=1';
    // The form filled in before (its draft; the region as the picker leaves it).
    localStorage.setItem(`${DRAFT_PREFIX}address:7:new`, JSON.stringify({ name: '王五', mobile: '13800138000', region: '广东省/深圳市/南山区', address: '科技园 3 号', postCode: '', isDefault: true }));
    renderMemberPage(<ManagePage />, { route, path: route, from });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(from);
    expect(api.calls.find(([path]) => path === '/api/address/add')?.[1]).toMatchObject({ name: '王五', address: '科技园 3 号' });
  });
});
