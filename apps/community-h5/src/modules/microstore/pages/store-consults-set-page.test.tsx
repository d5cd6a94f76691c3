import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { contactOf } from '../test-fixtures';
import { Component as StoreConsultsSetPage } from './store-consults-set-page';

const ROUTE = { route: '/app/account/storeConsultsSet', path: '/app/account/storeConsultsSet' };

describe('StoreConsultsSetPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the store’s customer-service contacts and removes one after the confirmation', async () => {
    let list = [contactOf(1, 'consult', '小林', { wechat: 'tx-lin' }), contactOf(2, 'consult', '老周')];
    const api = mockApi({
      '/api/microstore/contact/list': () => ({ t: list }),
      '/api/microstore/contact/remove': (p) => {
        list = list.filter((c) => c.id !== p.id);
        return { t: true };
      },
    });
    renderMemberPage(<StoreConsultsSetPage />, ROUTE);
    const rows = within(await screen.findByRole('list', { name: '客服设置' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('小林13800138000 · 微信 tx-lin');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('link', { name: '添加客服' })).toHaveAttribute('href', '/app/account/storeConsultAdd');
    expect(api.calls[0]?.[1]).toMatchObject({ kind: 'consult' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '删除老周' }));
    expect(await screen.findByText('确定删除老周吗？')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '客服设置' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.filter(([path]) => path === '/api/microstore/contact/remove').map(([, p]) => p)).toMatchObject([{ id: 2 }]);
  });

  it('says the visitors will see no contact while there is none', async () => {
    mockApi({ '/api/microstore/contact/list': () => ({ t: [] }) });
    renderMemberPage(<StoreConsultsSetPage />, ROUTE);
    expect(await screen.findByText('还没有客服，顾客将看不到联系方式')).toBeVisible();
  });
});
