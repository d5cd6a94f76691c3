import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('unknown paths', () => {
  it('show the 404 page (spec §2: the university app has its own)', async () => {
    await renderRoute('/app/university/apply/nowhere');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('没有这个页面，3 秒后返回首页。')).toBeInTheDocument();
  });

  it.each(['/app/university', '/app/university/frame'])('%s opens the home tab', async (path) => {
    const { router } = await renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/frame/home'));
  });
});
