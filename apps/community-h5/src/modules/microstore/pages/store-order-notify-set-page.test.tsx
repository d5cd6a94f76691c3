import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { contactOf } from '../test-fixtures';
import { Component as StoreOrderNotifySetPage } from './store-order-notify-set-page';

describe('StoreOrderNotifySetPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switches the order notices of one receiver off', async () => {
    let list = [contactOf(1, 'notify', '小林'), contactOf(2, 'notify', '老周', { enabled: false })];
    const api = mockApi({
      '/api/microstore/contact/list': () => ({ t: list }),
      '/api/microstore/contact/switch': (p) => {
        list = list.map((c) => (c.id === p.id ? { ...c, enabled: Boolean(p.enabled) } : c));
        return { t: list.find((c) => c.id === p.id) };
      },
    });
    renderMemberPage(<StoreOrderNotifySetPage />, { route: '/app/account/storeOrderNotifySet', path: '/app/account/storeOrderNotifySet' });
    const list1 = await screen.findByRole('list', { name: '订单通知' });
    expect(within(list1).getByRole('switch', { name: '通知小林' })).toBeChecked();
    expect(within(list1).getByRole('switch', { name: '通知老周' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: '添加通知人' })).toHaveAttribute('href', '/app/account/storeOrderNotifyAdd');
    await userEvent.setup().click(within(list1).getByRole('switch', { name: '通知小林' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '通知小林' })).not.toBeChecked());
    expect(api.calls.filter(([path]) => path === '/api/microstore/contact/switch').map(([, p]) => p)).toMatchObject([{ id: 1, enabled: false }]);
  });
});
