import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as RankPage } from './rank-page';

describe('RankPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ranks the supporters by what they gave in all', async () => {
    mockApi({
      '/api/cf/project': () => ({ t: projectOf() }),
      '/api/cf/rank': () => ({ t: [{ rank: 1, nickName: '老周', headImg: '', totalFen: 5000, times: 2 }, { rank: 2, nickName: '小林', headImg: '', totalFen: 1000, times: 1 }] }),
    });
    renderMemberPage(<RankPage />, { route: '/app/cf/:iid/rank', path: '/app/cf/1000/rank?id=5' });
    const rows = within(await screen.findByRole('list', { name: '支持榜' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1老周¥50.00 · 2次', '2小林¥10.00 · 1次']);
  });

  it('invites the first supporter when nobody has supported yet', async () => {
    mockApi({ '/api/cf/project': () => ({ t: projectOf() }), '/api/cf/rank': () => ({ t: [] }) });
    renderMemberPage(<RankPage />, { route: '/app/cf/:iid/rank', path: '/app/cf/1000/rank?id=5' });
    expect(await screen.findByText('还没有人支持，快来做第一个支持者吧')).toBeVisible();
  });
});
