import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AlbumAddPage } from './cloudalbum-add-page';

const UPLOADED = ['/api/content/storage/h5/1000_1_a.jpg', '/api/content/storage/h5/1000_1_b.jpg'];

describe('adding photos to an album (/app/cloudalbum/:iid/add)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the photos already uploaded across a reload, adds them, and forgets them once added', async () => {
    // Uploaded before the webview was reloaded: the page's draft.
    localStorage.setItem('draft:content-album-add:7:3', JSON.stringify({ urls: UPLOADED }));
    const api = mockApi({
      '/api/content/album/detail': () => ({ t: { id: 3, name: '春季植树', cover: '', photos: 12, contributors: 4, createdAt: '2026-03-12T08:00:00Z' } }),
      '/api/content/album/photo/add': (p) => ({ t: (JSON.parse(String(p.urls)) as string[]).map((url, i) => ({ id: 90 + i, url, width: 800, height: 600, author: '同心志愿者', createdAt: '2026-03-12T09:00:00Z' })) }),
    });
    const view = renderMemberPage(<AlbumAddPage />, { route: '/app/cloudalbum/:iid/add', path: '/app/cloudalbum/1000/add?album=3' });
    expect(await screen.findByRole('img', { name: '图片2' })).toHaveAttribute('src', UPLOADED[1]);
    await userEvent.setup().click(screen.getByRole('button', { name: '添加到相册（2张）' }));
    await vi.waitFor(() => expect(view.location()).toBe('/app/cloudalbum/1000/detail/3'));
    expect(api.calls).toContainEqual(['/api/content/album/photo/add', expect.objectContaining({ id: 3, urls: JSON.stringify(UPLOADED) })]);
    expect(localStorage.getItem('draft:content-album-add:7:3')).toBeNull();
  });
});
