import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { contactOf } from '../test-fixtures';
import { Component as StoreConsultAddPage } from './store-consult-add-page';

const ROUTE = { route: '/app/account/storeConsultAdd', path: '/app/account/storeConsultAdd' };

describe('StoreConsultAddPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks the name and number in the validators’ words, then adds the contact and goes back to the list', async () => {
    const api = mockApi({ '/api/microstore/contact/add': (p) => ({ t: contactOf(5, 'consult', String(p.name)) }) });
    const { location } = renderMemberPage(<StoreConsultAddPage />, ROUTE);
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: '添加客服' });
    await user.click(add);
    expect(await screen.findAllByText('必填哦')).toHaveLength(2);
    await user.type(screen.getByLabelText('姓名'), '小林');
    await user.type(screen.getByLabelText('手机号'), '1390000');
    await user.click(add);
    expect(await screen.findByText('手机号码格式不对哦~')).toBeVisible();
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText('手机号'), '1111');
    await user.type(screen.getByLabelText('微信号'), 'tx-lin');
    await user.click(add);
    await waitFor(() => expect(location()).toBe('/app/account/storeConsultsSet'));
    expect(api.calls.map(([, p]) => p)).toMatchObject([{ kind: 'consult', name: '小林', phone: '13900001111', wechat: 'tx-lin' }]);
  });
});
