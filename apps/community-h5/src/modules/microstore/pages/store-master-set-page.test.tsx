import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { contactOf } from '../test-fixtures';
import { Component as StoreMasterSetPage } from './store-master-set-page';

const ROUTE = { route: '/app/account/storeMasterSet', path: '/app/account/storeMasterSet' };

describe('StoreMasterSetPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('adds an assistant on the page itself, by the number of a member of the organisation', async () => {
    let list = [contactOf(1, 'master', '小林')];
    mockApi({
      '/api/microstore/contact/list': () => ({ t: list }),
      '/api/microstore/contact/add': (p) => {
        if (p.phone !== '13900002222') return { code: 404, msg: '该手机号还不是本组织的会员' };
        list = [...list, contactOf(2, 'master', String(p.name), { phone: String(p.phone) })];
        return { t: list[1] };
      },
    });
    renderMemberPage(<StoreMasterSetPage />, ROUTE);
    expect(await screen.findByText('店员须是本组织的会员（按手机号查找）')).toBeVisible();
    expect(within(await screen.findByRole('list', { name: '店员管理' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByLabelText('微信号')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('姓名'), '老周');
    await user.type(screen.getByLabelText('手机号'), '13900003333');
    await user.click(screen.getByRole('button', { name: '添加店员' }));
    expect(await screen.findByText('该手机号还不是本组织的会员')).toBeVisible();
    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '13900002222');
    await user.click(screen.getByRole('button', { name: '添加店员' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '店员管理' })).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByLabelText('姓名')).toHaveValue('');
  });
});
