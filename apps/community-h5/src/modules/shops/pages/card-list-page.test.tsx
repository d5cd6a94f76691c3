import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CardListPage } from './card-list-page';

const ROUTE = { route: '/app/shops/card/list', path: '/app/shops/card/list' };

describe('CardListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the cards the member opened, each leading back to it', async () => {
    mockApi({ '/api/shops/card/list': () => ({ t: { list: [{ shareCode: 'c0ffee12', name: '林小同', title: '店长', company: '同心书屋', avatar: '', collectedAt: '2026-11-24T04:00:00.000Z' }], total: 1 } }) });
    renderMemberPage(<CardListPage />, ROUTE);
    const row = (await within(await screen.findByRole('list', { name: '名片夹' })).findAllByRole('listitem'))[0]!;
    expect(row).toHaveTextContent('林小同店长 · 同心书屋2026-11-24 收藏');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/app/shops/card?code=c0ffee12');
  });

  it('says there is no card yet', async () => {
    mockApi({ '/api/shops/card/list': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<CardListPage />, ROUTE);
    expect(await screen.findByText('还没有收藏名片')).toBeVisible();
  });
});
