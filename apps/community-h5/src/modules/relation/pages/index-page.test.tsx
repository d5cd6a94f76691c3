import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as IndexPage } from './index-page';

describe('relation IndexPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the member’s profile and impressions, and leads to every part of it', async () => {
    mockApi({ '/api/relation/mine': () => ({ t: mineOf({ verified: true, praiseCount: 3, tags: [{ tag: '靠谱', count: 2 }] }) }) });
    renderMemberPage(<IndexPage />, { route: '/app/relation/index', path: '/app/relation/index' });
    expect(await screen.findByRole('heading', { name: /王阿姨/ })).toHaveTextContent('已实名');
    const nav = within(screen.getByRole('navigation', { name: '人脉资料' }));
    expect(nav.getByRole('link', { name: '已实名认证' })).toHaveAttribute('href', '/app/relation/auth');
    expect(nav.getByRole('link', { name: '获赞 3' })).toHaveAttribute('href', '/app/relation/praise');
    expect(nav.getAllByRole('link')).toHaveLength(9);
    expect(within(screen.getByRole('region', { name: '别人对我的印象' })).getByRole('listitem')).toHaveTextContent('靠谱 2');
    expect(screen.getByRole('link', { name: '预览别人眼中的我' })).toHaveAttribute('href', '/app/relation/detail?id=7');
  });

  it('invites a member not verified yet, without impressions', async () => {
    mockApi({ '/api/relation/mine': () => ({ t: mineOf({ verified: false }) }) });
    renderMemberPage(<IndexPage />, { route: '/app/relation/index', path: '/app/relation/index' });
    expect(await screen.findByRole('link', { name: '实名认证' })).toBeVisible();
    expect(screen.getByText('未实名')).toBeVisible();
    expect(screen.getByText('还没有人留下印象')).toBeVisible();
  });
});
