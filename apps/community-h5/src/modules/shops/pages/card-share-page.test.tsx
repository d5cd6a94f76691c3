import { screen, within } from '@testing-library/react';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CardSharePage } from './card-share-page';

vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

const ROUTE = { route: '/app/shops/card/share', path: '/app/shops/card/share' };
const stats = (over: object = {}) => ({ shareCode: 'c0ffee12', name: '林小同', title: '店长', company: '同心书屋', avatar: '', visits: 5, visitors: 3, today: 1, recent: [{ nickName: '王阿姨', headImg: '', day: '2026-11-24' }], ...over });

describe('CardSharePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the owner the visits counted and who came, with the poster of the card’s link', async () => {
    mockApi({ '/api/shops/card/share': () => ({ t: stats() }) });
    renderMemberPage(<CardSharePage />, ROUTE);
    const box = await screen.findByLabelText('访问统计');
    expect(box).toHaveTextContent('累计访问5访客3今日1');
    expect(within(screen.getByRole('region', { name: '最近访客' })).getByRole('listitem')).toHaveTextContent('王阿姨2026-11-24');
    const poster = screen.getByRole('figure', { name: '名片海报' });
    expect(poster).toHaveTextContent('林小同 · 店长 · 同心书屋');
    expect(within(poster).getByTestId('poster-link')).toHaveTextContent(`${window.location.origin}/app/shops/card?code=c0ffee12`);
  });

  it('invites sharing when nobody came yet, and making a card without one', async () => {
    mockApi({ '/api/shops/card/share': () => ({ t: stats({ visits: 0, visitors: 0, today: 0, recent: [] }) }) });
    const first = renderMemberPage(<CardSharePage />, ROUTE);
    expect(await screen.findByText('还没有人看过你的名片，分享给朋友吧')).toBeVisible();
    first.unmount();
    mockApi({ '/api/shops/card/share': () => ({ code: 404, msg: '你还没有名片，请先创建' }) });
    renderMemberPage(<CardSharePage />, ROUTE);
    expect(await screen.findByText('你还没有名片，创建后才能分享')).toBeVisible();
    expect(screen.getByRole('link', { name: '创建我的名片' })).toHaveAttribute('href', '/app/shops/cardNew');
  });
});
