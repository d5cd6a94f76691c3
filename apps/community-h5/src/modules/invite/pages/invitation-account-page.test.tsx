import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { accountOf } from '../test-fixtures';
import { Component as InvitationAccountPage } from './invitation-account-page';

const ROUTE = { route: '/app/account/invitation-account', path: '/app/account/invitation-account' };

describe('InvitationAccountPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who invited the member and as what, their sub-accounts, and a code of each kind', async () => {
    mockApi({
      '/api/cmgoods/account/get': () => ({
        t: accountOf({ parent: { userId: 3, nickName: '老李', headImg: '', kind: 'actseller' }, children: 4, codes: [{ inviteCode: 'ABCD2345', kind: 'sub', expiresAt: '2026-12-01T04:00:00.000Z' }] }),
      }),
    });
    renderMemberPage(<InvitationAccountPage />, ROUTE);
    const me = await screen.findByRole('region', { name: '我的账号' });
    expect(me).toHaveTextContent('王阿姨老李 邀请的活动销售');
    expect(screen.queryByRole('link', { name: '填写邀请码' })).toBeNull();
    expect(screen.getByTestId('children-count')).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: '子账号邀请码' })).toHaveTextContent('ABCD2345');
    expect(screen.getByText(/^有效期至 2026-12-01/)).toBeVisible();
    expect(screen.getByRole('region', { name: '活动销售邀请码' })).toHaveTextContent('邀请活动销售');
    expect(screen.getByRole('button', { name: '获取邀请码' })).toBeVisible();
  });

  it('offers to enter an invite code to a member nobody invited', async () => {
    mockApi({ '/api/cmgoods/account/get': () => ({ t: accountOf() }) });
    renderMemberPage(<InvitationAccountPage />, ROUTE);
    expect(await screen.findByText('还没有邀请人')).toBeVisible();
    expect(screen.getByRole('link', { name: '填写邀请码' })).toHaveAttribute('href', '/app/invitation/bind');
  });

  it('offers a retry when the account cannot be loaded', async () => {
    let fail = true;
    mockApi({ '/api/cmgoods/account/get': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: accountOf() }) });
    renderMemberPage(<InvitationAccountPage />, ROUTE);
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    retry.click();
    expect(await screen.findByRole('region', { name: '我的账号' })).toBeVisible();
  });
});
