import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as MateDetailPage } from './mate-detail-page';

/** A mate post's detail as /api/content/detail sends it (the seed's body: destination, time, people wanted). */
const detail = {
  id: 301,
  moduleType: 'mate',
  tag: '莫干山',
  title: '五一徒步莫干山，找两位同行伙伴',
  summary: '莫干山 · 5月1日—5月2日 · 找 2 位同行',
  images: ['https://cdn.example/mate-301.jpg'],
  author: '李同心',
  authorAvatar: '',
  source: '',
  views: 40,
  likes: 0,
  comments: 0,
  price: 0,
  duration: 0,
  parts: 0,
  publishedAt: '2026-04-20T08:00:00Z',
  link: '/app/mate/1000/detail/301',
  body: '<p>目的地：莫干山</p><p>时间：5月1日—5月2日</p><p>想找 2 位伙伴同行，费用 AA，安全第一。</p>',
  intro: '',
  draft: false,
  bought: true,
  liked: false,
  collected: false,
  partList: [],
  related: [],
};

describe('a mate post (/app/mate/:iid/detail/:id)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the author, where and when, the people wanted and the picture; a reply is a comment on the post', async () => {
    const replies: { content: string; author: string }[] = [];
    const api = mockApi({
      '/api/content/detail': (p) => (p.id === '301' ? { t: detail } : { code: 404, msg: '内容不存在或已下架' }),
      '/api/content/comment/list': () => ({
        t: { list: replies.map((r, i) => ({ id: i + 1, author: r.author, avatar: '', content: r.content, createdAt: '2026-04-21T08:00:00Z', mine: true })), total: replies.length },
      }),
      '/api/content/comment/add': (p) => {
        replies.push({ content: String(p.content), author: '我' });
        return { t: { id: replies.length, author: '我', avatar: '', content: String(p.content), createdAt: '2026-04-21T08:00:00Z', mine: true } };
      },
      '/h5/getjsonp': () => ({ t: true }),
    });
    renderMemberPage(<MateDetailPage />, { route: '/app/mate/:iid/detail/:id', path: '/app/mate/1000/detail/301' });
    const article = await screen.findByRole('article', { name: '五一徒步莫干山，找两位同行伙伴' });
    expect(article).toHaveTextContent('李同心');
    expect(article).toHaveTextContent('目的地：莫干山');
    expect(article).toHaveTextContent('时间：5月1日—5月2日');
    expect(article).toHaveTextContent('想找 2 位伙伴同行');
    expect(within(article).getByRole('img', { name: '图片1' })).toBeInTheDocument();
    expect(api.calls.some(([path, p]) => path === '/h5/getjsonp' && p.uri === '/v1/sys/stat' && p.p === '301')).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: '写评论' }));
    await user.paste('我也想去，可以带帐篷');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('我也想去，可以带帐篷')).toBeVisible();
    expect(api.calls.find(([path]) => path === '/api/content/comment/add')?.[1]).toMatchObject({ id: 301, content: '我也想去，可以带帐篷' });
  });

  it('shows who joined and the trip; 我想同行 takes a place and shows the contact, 取消同行 gives it back', async () => {
    let joined = false;
    const mate = () => ({
      id: 301,
      wanted: 2,
      joined: joined ? 2 : 1,
      mine: joined,
      contact: joined ? '微信号 tx_mate_301' : '',
      actId: 18,
      actTitle: '崇明岛观鸟',
      companions: joined ? [{ name: '我**', avatar: '' }, { name: '阿*', avatar: '' }] : [{ name: '阿*', avatar: '' }],
    });
    const api = mockApi({
      '/api/content/detail': () => ({ t: detail }),
      '/api/content/comment/list': () => ({ t: { list: [], total: 0 } }),
      '/api/content/mate': () => ({ t: mate() }),
      '/api/content/mate/join': () => {
        joined = true;
        return { t: mate() };
      },
      '/api/content/mate/leave': () => {
        joined = false;
        return { t: mate() };
      },
      '/h5/getjsonp': () => ({ t: true }),
    });
    const view = renderMemberPage(<MateDetailPage />, { route: '/app/mate/:iid/detail/:id', path: '/app/mate/1000/detail/301' });
    const panel = await screen.findByRole('region', { name: '同行信息' });
    expect(panel).toHaveTextContent('已报名 1/2 人');
    expect(panel).toHaveTextContent('还差 1 人');
    expect(panel).toHaveTextContent('报名同行后可查看发帖人的联系方式');
    expect(within(panel).getByRole('link', { name: '崇明岛观鸟 ›' })).toHaveAttribute('href', '/app/act/1000/detail/18');

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: '我想同行' }));
    expect(await within(panel).findByRole('note')).toHaveTextContent('联系TA：微信号 tx_mate_301');
    expect(panel).toHaveTextContent('已报名 2/2 人');
    expect(api.calls.find(([path]) => path === '/api/content/mate/join')?.[1]).toMatchObject({ iid: 1000, id: 301 });

    await user.click(within(panel).getByRole('button', { name: '取消同行' }));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(await within(panel).findByRole('button', { name: '我想同行' })).toBeEnabled();
    expect(within(panel).queryByRole('note')).not.toBeInTheDocument();
    expect(view.location()).toBe('/app/mate/1000/detail/301');
  });

  it('asks a visitor to sign in before joining, and says when the post is full', async () => {
    mockApi({
      '/api/content/detail': () => ({ t: detail }),
      '/api/content/comment/list': () => ({ t: { list: [], total: 0 } }),
      '/api/content/mate': () => ({ t: { id: 301, wanted: 1, joined: 1, mine: false, contact: '', actId: null, actTitle: '', companions: [] } }),
      '/h5/getjsonp': () => ({ t: true }),
    });
    renderMemberPage(<MateDetailPage />, { route: '/app/mate/:iid/detail/:id', path: '/app/mate/1000/detail/301', member: null });
    const panel = await screen.findByRole('region', { name: '同行信息' });
    expect(panel).toHaveTextContent('已满');
    expect(within(panel).getByRole('link', { name: '登录后报名同行' })).toHaveAttribute('href', '/app/account/login?redirect=%2Fapp%2Fmate%2F1000%2Fdetail%2F301');
  });

  it('says the post is gone when the server does not know it', async () => {
    mockApi({ '/api/content/detail': () => ({ code: 404, msg: '内容不存在或已下架' }), '/h5/getjsonp': () => ({ t: true }) });
    renderMemberPage(<MateDetailPage />, { route: '/app/mate/:iid/detail/:id', path: '/app/mate/1000/detail/9' });
    expect(await screen.findByText('内容不存在或已下架')).toBeVisible();
  });
});
