import { screen, within } from '@testing-library/react';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as SharePage } from './share-page';

vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

describe('cf SharePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the project’s poster with its progress and the QR of its page, and copies the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockApi({ '/api/cf/project': () => ({ t: projectOf() }) });
    renderMemberPage(<SharePage />, { route: '/app/cf/:iid/share', path: '/app/cf/1000/share?id=5' });
    const poster = await screen.findByRole('figure', { name: '社区图书漂流站的分享海报' });
    expect(poster).toHaveTextContent('社区图书漂流站：已筹 ¥48.88（48%），2 人已支持，目标 ¥100.00');
    expect(within(poster).getByTestId('poster-name')).toHaveTextContent('王阿姨');
    expect(within(poster).getByTestId('poster-link')).toHaveTextContent(`${window.location.origin}/app/cf/1000/index?id=5`);
    expect(screen.queryByRole('heading', { name: '感谢您的支持！' })).toBeNull();
    screen.getByRole('button', { name: '复制链接' }).click();
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/app/cf/1000/index?id=5`);
  });

  it('after paying, thanks the member and shows their support and its state', async () => {
    const api = mockApi({
      '/api/cf/project': () => ({ t: projectOf() }),
      '/api/cf/my-supports': () => ({ t: [{ id: 8, amountFen: 1200, tierTitle: '', status: 1, createdAt: '2030-06-10T04:00:00.000Z', orderId: 'CF0001' }] }),
    });
    renderMemberPage(<SharePage />, { route: '/app/cf/:iid/shareSuccess', path: '/app/cf/1000/shareSuccess?id=5' });
    expect(await screen.findByRole('heading', { name: '感谢您的支持！' })).toBeVisible();
    expect(await screen.findByRole('list', { name: '我的支持' })).toHaveTextContent('¥12.00 支持成功');
    expect(api.calls.find(([path]) => path === '/api/cf/my-supports')?.[1]).toMatchObject({ id: '5' });
  });
});
