import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as BindPage } from './bind-page';

const route = '/app/dis/bind';
const KEY = 'AbC123xyz';

function open(lockFans: (p: Record<string, unknown>) => unknown, owner: unknown = { t: { nickName: '王阿姨', headImg: '', active: true } }) {
  const api = mockApi({
    '/api/distribution/key/owner': () => owner,
    '/h5/getjsonp': (p) => (p.uri === '/multidis/lockFans' ? lockFans(p) : { code: 404, msg: 'no' }),
  });
  renderMemberPage(<BindPage />, { route, path: `${route}?multiDisKey=${KEY}` });
  return { api, user: userEvent.setup() };
}

describe('dis BindPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the inviter and binds the visitor as their fan, with the binding’s expiry', async () => {
    const { api, user } = open(() => ({ t: { mine: true, nickName: '王阿姨', expiresAt: '2026-12-24T04:00:00.000Z' } }));
    expect(await screen.findByText('推荐人：王阿姨')).toBeVisible();
    expect(screen.getByRole('link', { name: '我也要成为分销员' })).toHaveAttribute('href', expect.stringContaining(`disrParentMultiDisKey=${KEY}`));
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^绑定成功，有效期至 2026-12-24/);
    expect(api.calls.filter(([, p]) => p.uri === '/multidis/lockFans').map(([, p]) => p)).toMatchObject([{ multiDisKey: KEY }]);
  });

  it('says who the visitor is already bound to', async () => {
    const { user } = open(() => ({ t: { mine: false, nickName: '老周', expiresAt: '2026-12-01T04:00:00.000Z' } }));
    await user.click(await screen.findByRole('button', { name: '确认绑定' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^您已绑定其他推荐人（老周），有效期至 2026-12-01/);
  });

  it('refuses binding oneself in the server’s words', async () => {
    const { user } = open(() => ({ code: 4611, msg: '不能绑定自己' }));
    await user.click(await screen.findByRole('button', { name: '确认绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('不能绑定自己');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('cannot bind to a distributor who is no longer active', async () => {
    open(() => ({ code: 500, msg: 'never' }), { t: { nickName: '王阿姨', headImg: '', active: false } });
    expect(await screen.findByRole('button', { name: '确认绑定' })).toBeDisabled();
  });

  it('explains a link without a key, and an unknown key with a retry', async () => {
    const api = mockApi({});
    const first = renderMemberPage(<BindPage />, { route, path: route });
    expect(await screen.findByText('链接缺少邀请码，请向分享人重新获取')).toBeVisible();
    expect(api.calls).toEqual([]);
    first.unmount();
    open(() => ({}), { code: 4604, msg: '邀请码无效，请检查后重新输入' });
    expect(await screen.findByText('邀请码无效，请检查后重新输入')).toBeVisible();
  });
});
