import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { Component as MediaPage } from './media-page';

const route = '/app/shops/imgs_videos';

describe('MediaPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a shared card’s pictures and videos', async () => {
    mockApi({ '/api/shops/card/get': () => ({ t: cardOf({ images: ['/api/media/a.jpg', '/api/media/b.jpg'], videos: ['/api/media/v.mp4'] }) }) });
    const { container } = renderMemberPage(<MediaPage />, { route, path: `${route}?code=c0ffee12` });
    const pictures = await screen.findByRole('region', { name: '图片' });
    expect(within(pictures).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['图片1', '图片2']);
    expect(screen.getByRole('region', { name: '视频' })).toBeVisible();
    expect(container.querySelector('video')).toHaveAttribute('src', '/api/media/v.mp4');
  });

  it('offers the owner to add some when there is none, and to make a card without one', async () => {
    let mine: ReturnType<typeof cardOf> | null = cardOf({ isMine: true });
    mockApi({ '/api/shops/card/mine': () => ({ t: mine }) });
    const first = renderMemberPage(<MediaPage />, { route, path: route });
    expect(await screen.findByText('还没有图片和视频')).toBeVisible();
    expect(screen.getByRole('link', { name: '去添加' })).toHaveAttribute('href', '/app/shops/card/edit');
    first.unmount();
    mine = null;
    renderMemberPage(<MediaPage />, { route, path: route });
    expect(await screen.findByRole('link', { name: '创建我的名片' })).toBeVisible();
  });
});
