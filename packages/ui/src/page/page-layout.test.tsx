import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layout';
import { TabPageContext } from './tab-page';

const page = (path: string, title: string) => (
  <Route path={path} element={<PageLayout title={title}>{title}的内容</PageLayout>} />
);

describe('PageLayout', () => {
  it('heads the page with its title and goes one step back', async () => {
    render(
      <MemoryRouter initialEntries={['/list', '/detail']} initialIndex={1}>
        <Routes>
          {page('/list', '列表')}
          {page('/detail', '详情')}
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '详情' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('详情的内容');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { level: 1, name: '列表' })).toBeVisible();
  });

  it('opened directly, back goes to the fallback', async () => {
    render(
      <MemoryRouter initialEntries={['/detail']}>
        <Routes>
          {page('/home', '首页')}
          <Route path="/detail" element={<PageLayout title="详情" backFallback="/home" side={<button type="button">添加</button>}>详情的内容</PageLayout>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '添加' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  });

  it('bare: the title heads the body and there is no back button of its own', () => {
    render(
      <MemoryRouter>
        <PageLayout bare title="报名费支付">
          <div className="tx-actions tx-actions--fixed">
            <button type="button">支付</button>
          </div>
        </PageLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: '报名费支付' }));
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('has no back button as a tab of the app, and keeps room for its foot bar', () => {
    render(
      <MemoryRouter>
        <TabPageContext.Provider value>
          <PageLayout title="购物车" footer={<footer>合计</footer>} flush>
            内容
          </PageLayout>
        </TabPageContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.getByRole('main')).toHaveClass('tx-body--flush', 'tx-body--footed');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('合计');
  });
});
