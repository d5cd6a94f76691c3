import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../test/render-page';
import { ShareLink } from './share-link';

const LINK = 'https://h5.example.com/app/act/1000/detail/7';

describe('ShareLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the link and earns the share rule for a signed-in member', async () => {
    const api = mockApi({ '/api/coin/share': () => ({ t: { coin: 2, balance: 2 } }) });
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    // After userEvent.setup, which installs a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderMemberPage(<ShareLink link={LINK} />, { route: '/share', path: '/share' });
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('分享成功，积分+2')).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/coin/share')).toHaveLength(1);
    expect(screen.queryByRole('note', { name: '分享链接' })).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard is refused, and earns nothing', async () => {
    const api = mockApi({ '/api/coin/share': () => ({ t: { coin: 2, balance: 2 } }) });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    renderMemberPage(<ShareLink link={LINK} />, { route: '/share', path: '/share' });
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByRole('note', { name: '分享链接' })).toHaveTextContent(LINK);
    expect(screen.getByText('请长按链接手动复制')).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/coin/share')).toHaveLength(0);
  });
});
