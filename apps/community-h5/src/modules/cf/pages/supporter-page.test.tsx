import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as SupporterPage } from './supporter-page';

const row = (id: number, nickName: string, amountFen: number, tierTitle = '', message = '') => ({ id, nickName, headImg: '', amountFen, tierTitle, message, paidAt: '2030-06-10T04:00:00.000Z' });

describe('SupporterPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every paid support with its reward and message, for backer too', async () => {
    const api = mockApi({
      '/api/cf/project': () => ({ t: projectOf() }),
      '/api/cf/supporters': () => ({ t: { list: [row(2, '老周', 3000, '荣誉站长', '加油！'), row(1, '小林', 1000)], total: 2 } }),
    });
    renderMemberPage(<SupporterPage />, { route: '/app/cf/:iid/backer', path: '/app/cf/1000/backer?id=5' });
    const rows = within(await screen.findByRole('list', { name: '支持者' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('老周 支持了 ¥30.00（荣誉站长） “加油！”06-10');
    expect(rows[1]).toHaveTextContent('小林 支持了 ¥10.00');
    expect(api.calls.find(([path]) => path === '/api/cf/supporters')?.[1]).toMatchObject({ iid: '1000', id: '5' });
  });

  it('invites the first supporter on an empty list', async () => {
    mockApi({ '/api/cf/project': () => ({ t: projectOf() }), '/api/cf/supporters': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<SupporterPage />, { route: '/app/cf/:iid/supporter', path: '/app/cf/1000/supporter?id=5' });
    expect(await screen.findByText('还没有人支持，快来做第一个支持者吧')).toBeVisible();
  });
});
