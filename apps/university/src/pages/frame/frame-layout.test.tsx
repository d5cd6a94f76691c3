import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FrameLayout } from './frame-layout';

describe('FrameLayout', () => {
  it('shows the three tabs and marks the current one', () => {
    const router = createMemoryRouter(
      [{ path: '/app/university/frame', element: <FrameLayout />, children: [{ path: 'master', element: <p>研究生内容</p> }] }],
      { initialEntries: ['/app/university/frame/master'] },
    );
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(nav).toHaveTextContent('首页研究生我的');
    expect(screen.getByRole('link', { name: '研究生' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('研究生内容')).toBeInTheDocument();
  });
});
