import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as IndexPage, pageTypeOf } from './index-page';

const main = {
  iid: 1000,
  name: '同心志愿者联合会',
  slogan: '',
  logo: '',
  banners: [{ title: '植树节', image: '/b.svg', link: '/app/act/1000/detail/1' }],
  navs: [{ title: '领券中心', image: '/n.svg', link: '/app/index/1000/coupon' }],
  notice: '服务时长证明上线',
};

function server(pageShowByType: Record<string, string[]>) {
  return mockApi({
    '/api/mainPage': () => ({ t: main }),
    '/api/page/show': (p) => ({
      t: { page_show: (pageShowByType[String(p.type)] ?? []).map((type) => ({ type })) },
    }),
    '/api/app/download/info': () => ({ t: { downInfo: null } }),
    '/api/pageShow.list': () => ({ t: [] }),
    '/api/pageContent/list': () => ({ t: { list: [], total: 0 } }),
  });
}

describe('the home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('orders the blocks by the page type of ?type, and says so when the feed is empty', async () => {
    const api = server({ '0': ['banner', 'nav', 'content'], '1': ['notice', 'content'] });
    renderMemberPage(<IndexPage />, {
      route: '/app/index/:iid',
      path: '/app/index/1000?type=1',
      member: null,
    });
    // The first screen's shape until the page and its order answer, then the blocks at once.
    expect(screen.getByRole('status', { name: '首页加载中' })).toBeInTheDocument();
    expect(await screen.findByText('服务时长证明上线')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '首页加载中' })).toBeNull();
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    // The blocks wait for page_show's order: type 1 has no nav, so it never shows (by its label: a role
    // query walks the whole accessibility tree, slow on a loaded machine).
    expect(screen.queryByLabelText('功能入口')).toBeNull();
    expect(api.calls.find(([path]) => path === '/api/page/show')?.[1]).toEqual({
      iid: '1000',
      type: '1',
    });
  });

  it('links its entries through the link builder, with their titles', async () => {
    server({ '0': ['banner', 'nav'] });
    renderMemberPage(<IndexPage />, {
      route: '/app/index/:iid',
      path: '/app/index/1000?saleIid=1200',
      member: null,
    });
    const nav = await screen.findByRole('link', { name: '领券中心' });
    expect(nav).toHaveAttribute(
      'href',
      '/app/index/1000/coupon?title=%E9%A2%86%E5%88%B8%E4%B8%AD%E5%BF%83&saleIid=1200',
    );
    expect(screen.getByRole('link', { name: '植树节' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/act\/1000\/detail\/1\?title=.+&saleIid=1200$/),
    );
  });

  it('reads ?type as a page type, 0 when absent or malformed', () => {
    expect(pageTypeOf(null)).toBe(0);
    expect(pageTypeOf('')).toBe(0);
    expect(pageTypeOf('2')).toBe(2);
    expect(pageTypeOf('-1')).toBe(0);
    expect(pageTypeOf('x')).toBe(0);
  });
});
