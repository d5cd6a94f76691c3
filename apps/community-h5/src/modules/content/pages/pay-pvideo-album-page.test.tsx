import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PvideoAlbumPage } from './pay-pvideo-album-page';

const part = (id: number, title: string, free: boolean, open: boolean) => ({ id, seq: id - 20, title, kind: 'video', duration: 95, free, open, position: 0 });
const album = (collected: boolean) => ({
  id: 503,
  moduleType: 'pvideo',
  tag: '培训',
  title: '自然讲解员养成',
  summary: '',
  images: [],
  author: '林青',
  authorAvatar: '',
  source: '',
  views: 40,
  likes: 2,
  comments: 0,
  price: 2990,
  duration: 570,
  parts: 3,
  publishedAt: '2026-03-01T08:00:00Z',
  link: '/app/pay/pvideoAlbumDetail?id=503&iid=1000',
  body: '',
  intro: '六节课带你成为湿地讲解员。',
  draft: false,
  bought: false,
  liked: false,
  collected,
  partList: [part(21, '第1节 导论', true, true), part(22, '第2节 现场评估', false, false)],
  related: [],
});

describe('a paid video album (/app/pay/pvideoAlbumDetail)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the trial episode open and the rest locked with the price, counts a view, and collects the album', async () => {
    let collected = false;
    const api = mockApi({
      '/api/content/detail': () => ({ t: album(collected) }),
      '/api/collect': (p) => {
        collected = p.collect === true;
        return { t: { collected } };
      },
      '/h5/getjsonp': () => ({ t: true }),
    });
    renderMemberPage(<PvideoAlbumPage />, { route: '/app/pay/pvideoAlbumDetail', path: '/app/pay/pvideoAlbumDetail?id=503&iid=1000' });
    const article = await screen.findByRole('article', { name: '自然讲解员养成' });
    expect(article).toHaveTextContent('¥29.90');
    expect(screen.getByRole('link', { name: /第1节 导论/ })).toHaveTextContent('试看');
    expect(screen.getByLabelText('第2节 现场评估（未购买）')).toHaveTextContent('请先购买~');
    expect(screen.queryByRole('link', { name: /第2节/ })).toBeNull();
    expect(api.calls.some(([path, p]) => path === '/h5/getjsonp' && p.uri === '/v1/sys/stat' && p.type === 'pvideo' && p.p === '503')).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a buyer back to the episode they stopped in', async () => {
    const bought = { ...album(false), bought: true, partList: [part(21, '第1节 导论', true, true), { ...part(22, '第2节 现场评估', false, true), position: 37 }, part(23, '第3节 基本技能', false, true)] };
    mockApi({ '/api/content/detail': () => ({ t: bought }), '/h5/getjsonp': () => ({ t: true }) });
    renderMemberPage(<PvideoAlbumPage />, { route: '/app/pay/pvideoAlbumDetail', path: '/app/pay/pvideoAlbumDetail?id=503&iid=1000' });
    const go = await screen.findByRole('link', { name: '继续学习：第2节 现场评估' });
    expect(go).toHaveAttribute('href', expect.stringContaining('/app/pvideo/player?iid=1000&id=503&part=22'));
    expect(screen.queryByRole('button', { name: /立即购买/ })).toBeNull();
  });
});
