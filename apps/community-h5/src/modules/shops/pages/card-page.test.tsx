import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { Component as CardPage } from './card-page';

const route = '/app/shops/card';

describe('shops CardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens someone’s shared card: counts the visit, shows the contacts, and leads to their record and media', async () => {
    const api = mockApi({ '/api/shops/card/visit': () => ({ t: true }), '/api/shops/card/get': () => ({ t: cardOf() }) });
    renderMemberPage(<CardPage />, { route, path: `${route}?code=c0ffee12` });
    const face = await screen.findByRole('article', { name: '林小同的名片' });
    expect(face).toHaveTextContent('店长同心书屋电话：13900001111微信：tx-lin');
    expect(screen.getByRole('link', { name: '拨打电话' })).toHaveAttribute('href', 'tel:13900001111');
    expect(screen.getByRole('link', { name: '公益记录' })).toHaveAttribute('href', '/app/shops/gongyi?code=c0ffee12');
    expect(screen.getByRole('link', { name: '图片视频' })).toHaveAttribute('href', '/app/shops/imgs_videos?code=c0ffee12');
    expect(screen.getByRole('link', { name: '已存入名片夹' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '编辑名片' })).toBeNull();
    expect(api.calls.filter(([path]) => path === '/api/shops/card/visit').map(([, p]) => p)).toMatchObject([{ code: 'c0ffee12' }]);
  });

  it('shows the member’s own card with sharing and editing, and offers to make one when there is none', async () => {
    let mine: ReturnType<typeof cardOf> | null = cardOf({ isMine: true });
    const api = mockApi({ '/api/shops/card/mine': () => ({ t: mine }) });
    const first = renderMemberPage(<CardPage />, { route, path: route });
    expect(await screen.findByRole('link', { name: '分享名片' })).toHaveAttribute('href', '/app/shops/card/share');
    expect(screen.getByRole('link', { name: '编辑名片' })).toHaveAttribute('href', '/app/shops/card/edit');
    expect(screen.getByRole('link', { name: '公益记录' })).toHaveAttribute('href', '/app/shops/gongyi');
    expect(api.calls.some(([path]) => path === '/api/shops/card/visit')).toBe(false);
    first.unmount();
    mine = null;
    renderMemberPage(<CardPage />, { route, path: route });
    expect(await screen.findByText('你还没有名片')).toBeVisible();
    expect(screen.getByRole('link', { name: '创建我的名片' })).toHaveAttribute('href', '/app/shops/cardNew');
  });

  it('says a shared card is gone', async () => {
    mockApi({ '/api/shops/card/visit': () => ({ code: 404, msg: '名片不存在或已删除' }), '/api/shops/card/get': () => ({ code: 404, msg: '名片不存在或已删除' }) });
    renderMemberPage(<CardPage />, { route, path: `${route}?code=deadbeef` });
    expect(await screen.findByText('名片不存在或已删除')).toBeVisible();
  });
});
