import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PraisePage } from './praise-page';

describe('PraisePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who praised the member, each leading to their profile', async () => {
    mockApi({ '/api/relation/praise/list': () => ({ t: { list: [{ id: 1, from: { memberId: 21, nickName: '小林', headImg: '', signature: '' }, createdAt: '2026-11-24T04:00:00.000Z' }], total: 1 } }) });
    renderMemberPage(<PraisePage />, { route: '/app/relation/praise', path: '/app/relation/praise' });
    const row = (await within(await screen.findByRole('list', { name: '点赞列表' })).findAllByRole('listitem'))[0]!;
    expect(within(row).getByRole('link', { name: '小林' })).toHaveAttribute('href', '/app/relation/detail?id=21');
    expect(row).toHaveTextContent('赞了你');
  });

  it('encourages a member nobody praised yet', async () => {
    mockApi({ '/api/relation/praise/list': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<PraisePage />, { route: '/app/relation/praise', path: '/app/relation/praise' });
    expect(await screen.findByText('还没有收到赞，完善资料让更多人认识你')).toBeVisible();
  });
});
