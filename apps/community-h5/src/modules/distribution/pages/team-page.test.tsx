import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { childOf } from '../test-fixtures';
import { Component as TeamPage } from './team-page';

const ROUTE = { route: '/app/account/distr/team', path: '/app/account/distr/team' };
const listCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter(([, p]) => p.uri === '/multidis/role/child/list').map(([, p]) => p);

function open() {
  const api = mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/multidis/role/child/count'
        ? { t: { level1: 2, level2: 1, pending: 0, fans: 4 } }
        : p.uri === '/multidis/role/child/list'
          ? p.level === '2'
            ? { t: { list: [childOf({ id: 31, level: 2, realName: '周老二', nickName: '老周' })], total: 1 } }
            : p.keyword
              ? { t: { list: [childOf()].filter((c) => c.realName.includes(String(p.keyword))), total: 1 } }
              : { t: { list: [childOf(), childOf({ id: 12, userId: 22, realName: '王大同', orders: 0, salesFen: 0, children: 0 })], total: 2 } }
          : { code: 404, msg: 'no' },
  });
  renderMemberPage(<TeamPage />, ROUTE);
  return { api, user: userEvent.setup() };
}

describe('TeamPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the team’s size and the first level with each member’s team, orders and sales', async () => {
    const { api } = open();
    expect(await screen.findByText('团队总人数 3')).toBeVisible();
    expect(screen.getByRole('tab', { name: '一级(2)' })).toHaveAttribute('aria-selected', 'true');
    const rows = await within(await screen.findByRole('list', { name: '一级成员' })).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('林小同 135****0001');
    expect(rows[0]).toHaveTextContent('下级 2 人 · 3 单 · ¥297.00');
    expect(rows[0]).toHaveTextContent('正常');
    expect(listCalls(api)[0]).toMatchObject({ level: '1', status: '1', sortBy: 'joined' });
  });

  it('sorts by sales or orders, opens the second level, and searches by name when asked', async () => {
    const { api, user } = open();
    await screen.findByRole('list', { name: '一级成员' });
    await user.click(screen.getByRole('button', { name: '金额排序' }));
    expect(screen.getByRole('button', { name: '金额排序' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sortBy: 'sales' }));

    // Typing asks nothing; the search does.
    const before = listCalls(api).length;
    await user.type(screen.getByRole('searchbox', { name: '搜索会员名称' }), '林');
    expect(listCalls(api)).toHaveLength(before);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ keyword: '林', sortBy: 'sales' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '一级成员' })).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: '二级(1)' }));
    expect(await within(await screen.findByRole('list', { name: '二级成员' })).findByText(/周老二/)).toBeVisible();
  });

  it('says kindly that nobody has joined yet', async () => {
    mockApi({ '/h5/getjsonp': (p) => (p.uri === '/multidis/role/child/count' ? { t: { level1: 0, level2: 0, pending: 0, fans: 0 } } : { t: { list: [], total: 0 } }) });
    renderMemberPage(<TeamPage />, ROUTE);
    expect(await screen.findByText('暂无推广人数')).toBeVisible();
    expect(screen.getByText('团队总人数 0')).toBeVisible();
  });
});
