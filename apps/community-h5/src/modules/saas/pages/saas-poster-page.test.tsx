import { screen, within } from '@testing-library/react';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SaasPosterPage } from './saas-poster-page';

vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

const ROUTE = { route: '/app/pay/saasposter', path: '/app/pay/saasposter' };

describe('SaasPosterPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the organisation’s poster with its plan and the QR of its home page', async () => {
    mockApi({ '/api/saas/status': () => ({ t: { orgName: '同心志愿者协会', plan: { title: '同心专业版', expiresAt: '2027-11-24T00:00:00.000Z' }, canBuy: true } }) });
    renderMemberPage(<SaasPosterPage />, ROUTE);
    const poster = await screen.findByRole('figure', { name: '同心志愿者协会主页海报' });
    expect(poster).toHaveTextContent('同心志愿者协会（同心专业版）：一起做志愿，温暖身边人，扫码进入机构主页');
    expect(within(poster).getByTestId('poster-name')).toHaveTextContent('同心志愿者协会');
    expect(within(poster).getByTestId('poster-link')).toHaveTextContent(`${window.location.origin}/app/index/1000`);
    expect(screen.getByTestId('saas-link')).toHaveTextContent(`${window.location.origin}/app/index/1000`);
  });

  it('draws it without a plan for an organisation on the free plan, and offers a retry when the status fails', async () => {
    let fail = true;
    mockApi({ '/api/saas/status': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: { orgName: '同心志愿者协会', plan: null, canBuy: false } }) });
    renderMemberPage(<SaasPosterPage />, ROUTE);
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    retry.click();
    expect(await screen.findByRole('figure', { name: '同心志愿者协会主页海报' })).toHaveTextContent(/^同心志愿者协会：一起做志愿/);
  });
});
