import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as MateListPage } from './mate-list-page';

/** A mate post as /v1/content/list sends it (the seed's shape: destination as tag, date and people in the summary). */
const post = (id: number, title: string, destination: string, over: Record<string, unknown> = {}) => ({
  id,
  moduleType: 'mate',
  tag: destination,
  title,
  summary: `${destination} · 5月1日—5月2日 · 找 2 位同行`,
  images: [],
  author: '李同心',
  authorAvatar: '',
  source: '',
  views: 40,
  likes: 0,
  comments: 3,
  price: 0,
  duration: 0,
  parts: 0,
  publishedAt: '2026-04-20T08:00:00Z',
  link: `/app/mate/1000/detail/${id}`,
  ...over,
});

function server(
  posts = [
    post(301, '五一徒步莫干山，找两位同行伙伴', '莫干山', { companions: { wanted: 2, joined: 1 } }),
    post(302, '周末骑行环湖，缺一位领骑', '千岛湖', { author: '王小雨', comments: 0, companions: { wanted: 1, joined: 1 } }),
  ],
) {
  return mockApi({
    '/h5/getjsonp': (p) => {
      if (p.uri === '/v1/content/tags') return { t: [{ tag: '莫干山', count: 1 }, { tag: '千岛湖', count: 1 }] };
      if (p.uri !== '/v1/content/list' || p.moduleType !== 'mate') return { code: 404, msg: 'no' };
      const list = p.tag ? posts.filter((m) => m.tag === p.tag) : posts;
      return { t: { list, total: list.length } };
    },
  });
}

describe('the mate list (/app/mate/:iid)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each companion post (destination, title, date and people wanted, author, joined, replies) linked to its detail', async () => {
    server();
    renderMemberPage(<MateListPage />, { route: '/app/mate/:iid', path: '/app/mate/1000' });
    const list = await screen.findByRole('list', { name: '搭子列表' });
    const first = within(list).getByRole('link', { name: /五一徒步莫干山/ });
    expect(first).toHaveAttribute('href', expect.stringContaining('/app/mate/1000/detail/301'));
    expect(first).toHaveTextContent('莫干山 · 5月1日—5月2日 · 找 2 位同行');
    expect(first).toHaveTextContent('李同心');
    expect(first).toHaveTextContent('3 人回复');
    expect(first).toHaveTextContent('已报名 1/2');
    const full = within(list).getByRole('link', { name: /周末骑行环湖/ });
    expect(full).toHaveTextContent('王小雨');
    expect(full).toHaveTextContent('已报名 1/1 · 已满');
  });

  it('filters by destination with the tabs', async () => {
    const api = server();
    renderMemberPage(<MateListPage />, { route: '/app/mate/:iid', path: '/app/mate/1000' });
    await screen.findByRole('link', { name: /周末骑行环湖/ });
    await userEvent.setup().click(await screen.findByRole('tab', { name: '莫干山' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /周末骑行环湖/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /五一徒步莫干山/ })).toBeVisible();
    expect(api.calls.some(([, p]) => p.uri === '/v1/content/list' && p.tag === '莫干山')).toBe(true);
  });

  it('says when nobody is looking for company yet', async () => {
    server([]);
    renderMemberPage(<MateListPage />, { route: '/app/mate/:iid', path: '/app/mate/1000' });
    expect(await screen.findByText('暂无搭子')).toBeVisible();
  });
});
