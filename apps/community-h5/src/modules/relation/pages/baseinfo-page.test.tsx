import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as BaseinfoPage } from './baseinfo-page';

const ROUTE = { route: '/app/relation/baseinfo', path: '/app/relation/baseinfo' };

describe('BaseinfoPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fills the form from the record, refuses a bad name or e-mail in the spec’s words, then saves and returns', async () => {
    const api = mockApi({ '/api/relation/mine': () => ({ t: mineOf({ city: '杭州' }) }), '/api/relation/base/save': () => ({ t: true }) });
    const { location } = renderMemberPage(<BaseinfoPage />, ROUTE);
    const name = await screen.findByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('王同心');
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '所在城市' })).toHaveValue('杭州');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Wang');
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'wang@');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('中文姓名格式不对哦~', { selector: '.tx-field-error' })).toBeVisible();
    expect(screen.getByText('邮箱格式格式不对哦~', { selector: '.tx-field-error' })).toBeVisible();
    expect(api.calls.some(([path]) => path === '/api/relation/base/save')).toBe(false);

    await user.clear(name);
    await user.type(name, '王小同');
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'example.org');
    await user.click(screen.getByRole('radio', { name: '保密' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/app/relation/index'));
    expect(api.calls.filter(([path]) => path === '/api/relation/base/save').map(([, p]) => p)).toMatchObject([{ realName: '王小同', email: 'wang@example.org', gender: 0, city: '杭州', birthday: '1980-05-01' }]);
  });

  it('keeps what was typed across a reload until it is saved', async () => {
    mockApi({ '/api/relation/mine': () => ({ t: mineOf() }) });
    const first = renderMemberPage(<BaseinfoPage />, ROUTE);
    await userEvent.setup().type(await screen.findByRole('textbox', { name: '所在城市' }), '宁波');
    first.unmount();
    renderMemberPage(<BaseinfoPage />, ROUTE);
    expect(await screen.findByRole('textbox', { name: '所在城市' })).toHaveValue('杭州宁波');
  });
});
