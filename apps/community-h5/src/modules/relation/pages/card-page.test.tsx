import { screen, within } from '@testing-library/react';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as CardPage } from './card-page';

vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

describe('relation CardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sums the member up with their first company and impressions, and a poster leading to their profile', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockApi({ '/api/relation/mine': () => ({ t: mineOf({ companies: [{ id: 2, name: '同心书屋', position: '店长', startDate: '', endDate: '' }], tags: [{ tag: '靠谱', count: 2 }] }) }) });
    renderMemberPage(<CardPage />, { route: '/app/relation/card', path: '/app/relation/card' });
    expect(await screen.findByRole('region', { name: '名片摘要' })).toHaveTextContent('同心书屋 · 店长靠谱 2');
    const poster = screen.getByRole('figure', { name: '人脉名片海报' });
    expect(poster).toHaveTextContent('王阿姨｜同心书屋 · 店长');
    const link = `${window.location.origin}/app/relation/detail?id=7`;
    expect(within(poster).getByTestId('poster-link')).toHaveTextContent(link);
    screen.getByRole('button', { name: '复制链接' }).click();
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('titles the poster with the name alone without a company', async () => {
    mockApi({ '/api/relation/mine': () => ({ t: mineOf() }) });
    renderMemberPage(<CardPage />, { route: '/app/relation/card', path: '/app/relation/card' });
    expect(await screen.findByRole('figure', { name: '人脉名片海报' })).toHaveTextContent('王阿姨的人脉名片');
  });
});
