import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as CompanyPage } from './company-page';

describe('CompanyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the companies with their period, each to edit or delete', async () => {
    let companies = [
      { id: 2, name: '同心书屋', position: '店长', startDate: '2024-01-01', endDate: '' },
      { id: 3, name: '西湖社区', position: '', startDate: '', endDate: '2023-12-31' },
    ];
    const api = mockApi({
      '/api/relation/mine': () => ({ t: mineOf({ companies }) }),
      '/api/relation/entry/remove': (p) => {
        companies = companies.filter((c) => c.id !== p.id);
        return { t: true };
      },
    });
    renderMemberPage(<CompanyPage />, { route: '/app/relation/company', path: '/app/relation/company' });
    const rows = within(await screen.findByRole('list', { name: '工作单位列表' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('同心书屋 · 店长2024-01-01 至 今');
    expect(rows[1]).toHaveTextContent('西湖社区— 至 2023-12-31');
    expect(within(rows[0]!).getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/app/relation/addcompany?id=2');
    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '工作单位列表' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.filter(([path]) => path === '/api/relation/entry/remove').map(([, p]) => p)).toMatchObject([{ kind: 'company', id: 3 }]);
  });

  it('says there is none yet and offers to add one', async () => {
    mockApi({ '/api/relation/mine': () => ({ t: mineOf() }) });
    renderMemberPage(<CompanyPage />, { route: '/app/relation/company', path: '/app/relation/company' });
    expect(await screen.findByText('还没有添加工作单位')).toBeVisible();
    expect(screen.getByRole('link', { name: '添加工作单位' })).toHaveAttribute('href', '/app/relation/addcompany');
  });
});
