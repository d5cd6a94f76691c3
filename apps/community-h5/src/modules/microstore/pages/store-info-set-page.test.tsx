import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as StoreInfoSetPage } from './store-info-set-page';

const ROUTE = { route: '/app/account/storeInfoSet', path: '/app/account/storeInfoSet' };
const store = { id: 4, iid: 1000, name: '同心小店', logo: '', intro: '社区好物', key: 'STOREKEY01', goodsIds: [], orders: 0, salesFen: 0 };
const saves = (api: ReturnType<typeof mockApi>) => api.calls.filter(([path]) => path === '/api/microstore/save').map(([, p]) => p);

describe('StoreInfoSetPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('needs a name and an intro within 200 characters (a line break counts two), then saves and goes back to the store settings', async () => {
    const api = mockApi({ '/api/microstore/mine': () => ({ t: store }), '/api/microstore/save': (p) => ({ t: { ...store, ...p } }) });
    const { location } = renderMemberPage(<StoreInfoSetPage />, ROUTE);
    const name = await screen.findByLabelText('店铺名称');
    const user = userEvent.setup();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByLabelText('店铺名称')).toHaveAccessibleDescription('必填哦'));
    await user.type(screen.getByLabelText('店铺名称'), '同心好物铺');
    fireEvent.change(screen.getByLabelText('店铺简介'), { target: { value: `${'好'.repeat(199)}\n` } });
    expect(screen.getByText('201/200')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('最多可以输入200个字符哦');
    expect(saves(api)).toEqual([]);
    fireEvent.change(screen.getByLabelText('店铺简介'), { target: { value: '社区好物，邻里共享' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/app/account/storeSet'));
    expect(saves(api)).toMatchObject([{ name: '同心好物铺', intro: '社区好物，邻里共享', logo: '' }]);
  });

  it('keeps what was typed as a draft across a reload', async () => {
    mockApi({ '/api/microstore/mine': () => ({ t: store }) });
    const first = renderMemberPage(<StoreInfoSetPage />, ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('店铺名称'), '铺');
    first.unmount();
    renderMemberPage(<StoreInfoSetPage />, ROUTE);
    expect(await screen.findByLabelText('店铺名称')).toHaveValue('同心小店铺');
  });
});
