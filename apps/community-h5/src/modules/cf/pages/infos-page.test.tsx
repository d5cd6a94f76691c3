import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as InfosPage } from './infos-page';

describe('InfosPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the full story with its pictures and the risk, the refund rule when the launcher wrote none', async () => {
    const api = mockApi({ '/api/cf/project': () => ({ t: projectOf({ images: ['/api/media/a.svg', '/api/media/b.svg'] }) }) });
    const { container } = renderMemberPage(<InfosPage />, { route: '/app/cf/:iid/infos_jump', path: '/app/cf/1000/infos_jump?id=5' });
    const story = await screen.findByRole('article', { name: '社区图书漂流站' });
    expect(story).toHaveTextContent('我们想在小区门口建一个图书漂流站。');
    // A picture is drawn once its box has mounted (LazyImage's effect): wait for both.
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    expect(story).toHaveTextContent('风险提示若到期未达目标，所有支持款项将原路退回。');
    expect(api.calls[0]).toEqual(['/api/cf/project', expect.objectContaining({ iid: '1000', id: '5' })]);
  });

  it('explains a link without a project and asks nothing', async () => {
    const api = mockApi({});
    renderMemberPage(<InfosPage />, { route: '/app/cf/:iid/infos', path: '/app/cf/1000/infos' });
    expect(await screen.findByText('缺少项目参数，无法查看')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('offers a retry when the project cannot be loaded', async () => {
    let fail = true;
    mockApi({ '/api/cf/project': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: projectOf() }) });
    renderMemberPage(<InfosPage />, { route: '/app/cf/:iid/infos', path: '/app/cf/1000/infos?id=5' });
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    retry.click();
    expect(await screen.findByRole('article', { name: '社区图书漂流站' })).toBeVisible();
  });
});
