import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as ExtraPage } from './extra-page';

describe('ExtraPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('adds a field, refuses one half filled, removes one, and saves the rest', async () => {
    const api = mockApi({ '/api/relation/mine': () => ({ t: mineOf({ extra: [{ label: '擅长', value: '摄影' }] }) }), '/api/relation/extra/save': () => ({ t: true }) });
    const { location } = renderMemberPage(<ExtraPage />, { route: '/app/relation/extra', path: '/app/relation/extra' });
    expect(await screen.findByRole('textbox', { name: '第1项名称' })).toHaveValue('擅长');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '添加一项' }));
    await user.type(screen.getByRole('textbox', { name: '第2项名称' }), '服务时长');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('第2项：名称和内容都要填写')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '第2项内容' }), '300小时');
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    expect(screen.getByRole('textbox', { name: '第1项名称' })).toHaveValue('服务时长');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/app/relation/index'));
    expect(api.calls.filter(([path]) => path === '/api/relation/extra/save').map(([, p]) => p)).toMatchObject([{ items: [{ label: '服务时长', value: '300小时' }] }]);
  });
});
