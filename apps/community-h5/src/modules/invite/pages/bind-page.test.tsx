import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as BindPage } from './bind-page';

const route = '/app/invitation/bind';
const inviter = { userId: 3, nickName: '老李', headImg: '' };

describe('BindPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the inviter of the code from the link, then binds it once', async () => {
    const api = mockApi({
      '/api/cmgoods/code/validate': (p) => ({ t: { inviter, kind: 'sub', bound: Boolean(p.bind) } }),
    });
    renderMemberPage(<BindPage />, { route, path: `${route}?code=ABCD2345` });
    expect(screen.getByLabelText('邀请码')).toHaveValue('ABCD2345');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('老李')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByRole('heading', { name: '绑定成功' })).toBeInTheDocument();
    expect(screen.getByText('您已成为老李的子账号')).toBeInTheDocument();
    const calls = api.calls.filter(([path]) => path === '/api/cmgoods/code/validate').map(([, p]) => p);
    expect(calls).toMatchObject([{ code: 'ABCD2345', bind: false }, { code: 'ABCD2345', bind: true }]);
  });

  it('says why a code is refused, in the server words, and checks the form before asking', async () => {
    const api = mockApi({ '/api/cmgoods/code/validate': () => ({ code: 409, msg: '该邀请码已被使用' }) });
    renderMemberPage(<BindPage />, { route, path: route });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入邀请码');
    expect(api.fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('邀请码'), 'abcd2345');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该邀请码已被使用');
    expect(screen.queryByRole('button', { name: '确认绑定' })).not.toBeInTheDocument();
  });
});
