import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { contactOf } from '../test-fixtures';
import { Component as StoreOrderNotifyAddPage } from './store-order-notify-add-page';

const ROUTE = { route: '/app/account/storeOrderNotifyAdd', path: '/app/account/storeOrderNotifyAdd' };

describe('StoreOrderNotifyAddPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('adds a receiver of order notices, keeping the form as a draft across a reload', async () => {
    const api = mockApi({ '/api/microstore/contact/add': (p) => ({ t: contactOf(6, 'notify', String(p.name)) }) });
    const first = renderMemberPage(<StoreOrderNotifyAddPage />, ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('姓名'), '老周');
    first.unmount();
    const { location } = renderMemberPage(<StoreOrderNotifyAddPage />, ROUTE);
    expect(await screen.findByLabelText('姓名')).toHaveValue('老周');
    await user.type(screen.getByLabelText('手机号'), '13900002222');
    await user.click(screen.getByRole('button', { name: '添加通知人' }));
    await waitFor(() => expect(location()).toBe('/app/account/storeOrderNotifySet'));
    expect(api.calls.map(([, p]) => p)).toMatchObject([{ kind: 'notify', name: '老周', phone: '13900002222' }]);
  });
});
