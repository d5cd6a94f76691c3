import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { childOf } from '../test-fixtures';
import { Component as ListPage } from './list-page';

const ROUTE = { route: '/app/account/distr/list', path: '/app/account/distr/list' };
const all = [
  childOf(),
  childOf({ id: 12, realName: '王大同', status: 0, reviewedAt: null, applyReason: '想帮社区推广', appliedAt: '2026-11-20T04:00:00.000Z' }),
  childOf({ id: 13, realName: '赵小周', status: 2, reason: '资料不全' }),
];

describe('distribution ListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every direct child with its status and reason, and filters by status', async () => {
    const api = mockApi({
      '/h5/getjsonp': (p) => {
        const list = all.filter((c) => p.status === undefined || String(c.status) === p.status);
        return p.uri === '/multidis/role/child/list' ? { t: { list, total: list.length } } : { code: 404, msg: 'no' };
      },
    });
    renderMemberPage(<ListPage />, ROUTE);
    const rows = await within(await screen.findByRole('list', { name: '下级列表' })).findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('[data-status]')?.textContent)).toEqual(['正常', '审核中', '未通过']);
    expect(rows[1]).toHaveTextContent('申请时间 2026-11-20 · 想帮社区推广');
    expect(rows[2]).toHaveTextContent('原因：资料不全');

    await userEvent.setup().click(screen.getByRole('tab', { name: '审核中' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '下级列表' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: '下级列表' })).toHaveTextContent('王大同');
    expect(api.calls.at(-1)?.[1]).toMatchObject({ uri: '/multidis/role/child/list', level: '1', status: '0' });
  });

  it('says kindly that there is nobody yet', async () => {
    mockApi({ '/h5/getjsonp': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<ListPage />, ROUTE);
    expect(await screen.findByText('暂无推广人数')).toBeVisible();
  });
});
