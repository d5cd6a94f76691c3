import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as RecordListPage } from './record-list-page';

const route = '/app/vipWriteOff/:iid/record/list';

describe('RecordListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the merchant’s write-offs with the member and card, newest first', async () => {
    mockApi({ '/api/vip/writeoff/records': () => ({ t: { list: [{ id: 3, benefit: '图书九折', merchant: '同心书屋', cardNo: '8800 **** 0001', member: '王**', usedAt: '2026-11-24T04:00:00.000Z' }], total: 1 } }) });
    renderMemberPage(<RecordListPage />, { route, path: '/app/vipWriteOff/1000/record/list' });
    const row = (await within(await screen.findByRole('list', { name: '核销记录' })).findAllByRole('listitem'))[0];
    expect(row).toHaveTextContent('图书九折');
    expect(row).toHaveTextContent('会员 王** · 卡号 8800 **** 0001');
    expect(row).toHaveTextContent('2026-11-24');
  });

  it('says there is no write-off yet', async () => {
    mockApi({ '/api/vip/writeoff/records': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<RecordListPage />, { route, path: '/app/vipWriteOff/1000/record/list' });
    expect(await screen.findByText('暂无核销记录')).toBeVisible();
  });
});
