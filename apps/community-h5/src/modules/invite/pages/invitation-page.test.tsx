import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { invite } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { accountOf } from '../test-fixtures';
import { Component as InvitationPage } from './invitation-page';

const ROUTE = { route: '/app/account/invitation', path: '/app/account/invitation' };

describe('InvitationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets a sub-account code when the member has none, then shows it with its QR and link', async () => {
    let codes: invite.InviteCode[] = [];
    const api = mockApi({
      '/api/cmgoods/account/get': () => ({ t: accountOf({ children: 2, codes }) }),
      '/api/cmgoods/code/get': (p) => {
        codes = [{ inviteCode: 'ABCD2345', kind: p.kind === 'actseller' ? 'actseller' : 'sub', expiresAt: '2026-12-01T04:00:00.000Z' }];
        return { t: codes[0] };
      },
    });
    renderMemberPage(<InvitationPage />, ROUTE);
    expect(await screen.findByText('邀请好友成为您的子账号，每邀请一位好友都可获得奖励。')).toBeVisible();
    expect(screen.getByRole('link', { name: '我邀请的人（2）' })).toHaveAttribute('href', '/app/account/subaccount');
    expect(screen.getByRole('link', { name: '邀请奖励' })).toHaveAttribute('href', '/app/invitation/gifts');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '获取邀请码' }));
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/app/invitation/bind?code=ABCD2345&iid=1000`);
    expect(api.calls.filter(([path]) => path === '/api/cmgoods/code/get').map(([, p]) => p)).toMatchObject([{ kind: 'sub' }]);
  });

  it('renews the code on 换一个 (the old one stops working)', async () => {
    let n = 0;
    const code = (): invite.InviteCode => ({ inviteCode: `ABCD234${n}`, kind: 'sub', expiresAt: '2026-12-01T04:00:00.000Z' });
    const api = mockApi({
      '/api/cmgoods/account/get': () => ({ t: accountOf({ codes: [code()] }) }),
      '/api/cmgoods/code/get': () => {
        n += 1;
        return { t: code() };
      },
    });
    renderMemberPage(<InvitationPage />, ROUTE);
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('ABCD2340');
    await userEvent.setup().click(screen.getByRole('button', { name: '换一个' }));
    await waitFor(() => expect(screen.getByTestId('invite-code')).toHaveTextContent('ABCD2341'));
    expect(api.calls.filter(([path]) => path === '/api/cmgoods/code/get').map(([, p]) => p)).toMatchObject([{ kind: 'sub', fresh: true }]);
  });
});
