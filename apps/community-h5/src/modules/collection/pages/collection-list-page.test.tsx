import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CollectionPage } from './collection-list-page';

const item = (id: number, title: string, link: string) => ({
  id,
  targetType: 'act',
  targetId: id,
  title,
  image: '',
  link,
  createdAt: '2026-01-02T03:04:05Z',
});

describe('the collection list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links each item to its page, and an item without a usable link to nowhere, never to #', async () => {
    mockApi({
      '/api/collect.list': () => ({
        t: {
          list: [
            item(1, '植树活动', '/app/act/1000/detail/1'),
            item(2, '下架的商品', ''),
            item(3, '旧链接', 'javascript:alert(1)'),
          ],
          total: 3,
        },
      }),
    });
    renderMemberPage(<CollectionPage />, {
      route: '/app/collection/list',
      path: '/app/collection/list',
    });
    expect(await screen.findByText('下架的商品')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/app/act/1000/detail/1');
    expect(links[0]).toHaveTextContent('植树活动活动 · 收藏于 2026-01-02');
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });
});
