import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, meReply, renderConsole, sessionOf } from '../test/render';

describe('the console frame', () => {
  it('shows a reviewer only what a reviewer may do, and refuses the rest', async () => {
    const reviewer = sessionOf(['reviewer'], 1000, '同心审核员');
    fakeServer({ '/console/me': meReply(reviewer) });
    await renderConsole('/staff', reviewer);
    expect(await screen.findByText('无权访问')).toBeVisible();
    const menu = screen.getByRole('menu', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '分销员审核' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: '我的账号' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: '工作人员' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: '操作日志' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: '组织管理' })).toBeNull();
  });

  it('lets an operator pick the tenant to manage before its pages call', async () => {
    const operator = sessionOf(['platform'], null, '平台运营');
    const server = fakeServer({
      '/console/me': meReply(operator),
      '/console/tenants': { t: { list: [{ iid: 1000, name: '同心', shortName: '同心', logo: '', themeColor: '#e4393c', kind: 'community', hosts: [], channels: [], modules: [], settings: { payMchId: '', smsSign: '', smsAccessKey: '', wechatAppId: '' }, secretsSet: [], disabled: false, staffCount: 3, createdAt: new Date().toISOString() }], total: 1 } },
      '/console/staff': ({ params }) => ({ t: { list: [], total: Number(params.get('iid')) === 1000 ? 0 : -1 } }),
    });
    await renderConsole('/staff', operator);
    expect(await screen.findByText('请先选择要管理的组织')).toBeVisible();
    expect(server.calls.some((c) => c.path === '/console/staff')).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '管理的组织' }));
    await user.click(await screen.findByTitle('同心（1000）'));
    expect(await screen.findByRole('heading', { name: '工作人员' })).toBeVisible();
    expect(await screen.findByText('正在以平台身份管理组织 1000：这里的每项修改都记入该组织的操作日志。')).toBeVisible();
    expect(server.calls.find((c) => c.path === '/console/staff')?.params.get('iid')).toBe('1000');
  });
});
