import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { accountOf } from '../test-fixtures';
import { Component as ActsellerPage } from './actseller-page';

const route = '/app/invitation/actseller/:iid';

describe('ActsellerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a code, shows the member’s activity seller code whose link opens this page with it', async () => {
    mockApi({ '/api/cmgoods/account/get': () => ({ t: accountOf({ codes: [{ inviteCode: 'SELL2345', kind: 'actseller', expiresAt: '2026-12-01T04:00:00.000Z' }] }) }) });
    renderMemberPage(<ActsellerPage />, { route, path: '/app/invitation/actseller/1000' });
    expect(await screen.findByRole('region', { name: '活动销售邀请码' })).toHaveTextContent('SELL2345');
    await userEvent.setup().click(screen.getByRole('button', { name: '复制链接' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/app/invitation/actseller/1000?code=SELL2345`);
  });

  it('with a code, shows the inviter and makes the member their activity seller', async () => {
    const api = mockApi({
      '/api/cmgoods/code/validate': (p) => ({ t: { inviter: { userId: 3, nickName: '老李', headImg: '' }, kind: 'actseller', bound: Boolean(p.bind) } }),
    });
    renderMemberPage(<ActsellerPage />, { route, path: '/app/invitation/actseller/1000?code=SELL2345' });
    expect(screen.getByText('绑定邀请码后，您将成为邀请人的活动销售，推广组织的活动。')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('region', { name: '邀请人' })).toHaveTextContent('老李 邀请您成为TA的活动销售');
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('您已成为老李的活动销售')).toBeVisible();
    expect(api.calls.some(([path]) => path === '/api/cmgoods/account/get')).toBe(false);
  });
});
