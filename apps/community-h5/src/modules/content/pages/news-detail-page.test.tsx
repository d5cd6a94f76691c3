import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as NewsDetailPage } from './news-detail-page';

const detail = (over: Record<string, unknown> = {}) => ({
  id: 5,
  moduleType: 'news',
  tag: '环保',
  title: '河道清洁行动',
  summary: '',
  images: [],
  author: '联合会',
  authorAvatar: '',
  source: '同心志愿者联合会',
  views: 12,
  likes: 3,
  comments: 0,
  price: 0,
  duration: 0,
  parts: 0,
  publishedAt: '2026-03-01T08:00:00Z',
  link: '/app/news/1000/detail/5',
  body: '<p>周六集合</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">',
  intro: '',
  draft: false,
  bought: true,
  liked: false,
  collected: false,
  partList: [],
  related: [],
  ...over,
});

describe('NewsDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the article through the sanitiser, counts a view, refuses an over-long comment before sending, and collects', async () => {
    let collected = false;
    const api = mockApi({
      '/api/content/detail': () => ({ t: detail({ collected }) }),
      '/api/content/comment/list': () => ({ t: { list: [], total: 0 } }),
      '/api/collect': (p) => {
        collected = p.collect === true;
        return { t: { collected } };
      },
      '/h5/getjsonp': () => ({ t: true }),
    });
    renderMemberPage(<NewsDetailPage />, { route: '/app/news/:iid/detail/:id', path: '/app/news/1000/detail/5' });
    const article = await screen.findByRole('article', { name: '河道清洁行动' });
    expect(article).toHaveTextContent('周六集合');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
    expect(api.calls.some(([path, p]) => path === '/h5/getjsonp' && p.uri === '/v1/sys/stat' && p.p === '5')).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: '写评论' }));
    await user.paste('长'.repeat(301));
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('评论最多300个字');
    expect(api.calls.some(([path]) => path === '/api/content/comment/add')).toBe(false);

    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the item is gone when the server does not know it', async () => {
    mockApi({ '/api/content/detail': () => ({ code: 404, msg: '内容不存在或已下架' }), '/h5/getjsonp': () => ({ t: true }) });
    renderMemberPage(<NewsDetailPage />, { route: '/app/news/:iid/detail/:id', path: '/app/news/1000/detail/9' });
    expect(await screen.findByText('内容不存在或已下架')).toBeInTheDocument();
  });
});
