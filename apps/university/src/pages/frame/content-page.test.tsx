import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const blocks = (type: number) => ({
  code: 0,
  msg: 'ok',
  page_show:
    type === 0
      ? [
          { type: 'banner', title: '招生报名', image: '', text: '', link: '/app/university/apply/home' },
          { type: 'link', title: '本科招生', image: '', text: '', link: '/app/university/frame/bachelor' },
          { type: 'link', title: '外链', image: '', text: '', link: 'javascript:alert(1)' },
        ]
      : type === 100001
        ? [{ type: 'text', title: '本科招生简章', image: '', text: '面向全国招生', link: '' }]
        : [],
});

describe('content pages', () => {
  it('home shows the tenant and the type 0 blocks; app links stay in the app, unsafe links are dropped', async () => {
    const server = fakeServer({
      '/domain/goIndexByIid': { iid: 3073, name: '同心大学招生报名', indexPath: '/app/university/frame/home' },
      '/university/page-show': ({ params }: { params: URLSearchParams }) => blocks(Number(params.get('type'))),
    });
    const { router } = await renderRoute('/app/university/frame/home');
    expect(await screen.findByRole('heading', { level: 1, name: '同心大学招生报名' })).toBeInTheDocument();
    // The blocks come from a call of their own, which may answer after the tenant's name.
    expect(await screen.findByRole('link', { name: '招生报名' })).toHaveAttribute('href', '/app/university/apply/home');
    expect(screen.queryByRole('link', { name: '外链' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '本科招生' }));
    expect(await screen.findByText('面向全国招生')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/university/frame/bachelor');
    expect(server.calls.filter((c) => c.path === '/university/page-show').map((c) => c.params.get('type'))).toEqual(['0', '100001']);
  });

  it('the Graduate tab shows the content page of type 100002', async () => {
    const server = fakeServer({
      '/university/page-show': ({ params }: { params: URLSearchParams }) =>
        params.get('type') === '100002'
          ? {
              code: 0,
              msg: 'ok',
              page_show: [
                { type: 'text', title: '研究生招生简章', image: '', text: '设生物学、化学、计算机科学等一级学科', link: '' },
                { type: 'link', title: '立即报名', image: '', text: '', link: '/app/university/apply/home' },
              ],
            }
          : blocks(Number(params.get('type'))),
    });
    await renderRoute('/app/university/frame/master');
    expect(await screen.findByRole('heading', { level: 1, name: '研究生招生' })).toBeInTheDocument();
    expect(await screen.findByText('设生物学、化学、计算机科学等一级学科')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即报名' })).toHaveAttribute('href', '/app/university/apply/home');
    expect(screen.getByRole('link', { name: '研究生' })).toHaveAttribute('aria-current', 'page');
    expect(server.calls.map((c) => [c.path, c.params.get('iid'), c.params.get('type')])).toEqual([['/university/page-show', '3073', '100002']]);
  });

  it('an empty page says so and a failed one offers a retry', async () => {
    let fail = true;
    fakeServer({
      '/university/page-show': () => (fail ? { code: 500, msg: '服务繁忙' } : blocks(100002)),
    });
    await renderRoute('/app/university/frame/master');
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('暂无内容')).toBeInTheDocument());
  });
});
