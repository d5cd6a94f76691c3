import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, meReply, renderConsole, sessionOf } from '../test/render';

const owner = sessionOf(['owner']);
const member = (id: number) => ({ id, iid: 1000, name: `志愿者${id}`, mobile: `1390000${String(id).padStart(4, '0')}`, roles: ['reviewer'], disabled: false, lastSignInAt: null, createdAt: new Date().toISOString() });

describe('staff and roles', () => {
  it('pages on the server and searches by name', async () => {
    const server = fakeServer({
      '/console/me': meReply(owner),
      '/console/staff': ({ params }) => {
        const page = Number(params.get('pageNo'));
        const size = Number(params.get('pageSize'));
        const all = Array.from({ length: 25 }, (_, i) => member(i + 1)).filter((m) => !params.get('keyword') || m.name.includes(params.get('keyword') ?? ''));
        return { t: { list: all.slice((page - 1) * size, page * size), total: all.length } };
      },
    });
    await renderConsole('/staff', owner);
    expect(await screen.findByText('志愿者1')).toBeVisible();
    expect(screen.getByText('共 25 条')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('志愿者11')).toBeVisible();
    expect(server.calls.filter((c) => c.path === '/console/staff').at(-1)?.params.get('pageNo')).toBe('2');
    await user.type(screen.getByLabelText('姓名或手机号'), '者2');
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('共 7 条')).toBeVisible();
    // A new filter starts on page 1.
    expect(server.calls.filter((c) => c.path === '/console/staff').at(-1)?.params.get('pageNo')).toBe('1');
  });

  it('invites with roles, refusing a weak password before anything is sent', async () => {
    const server = fakeServer({
      '/console/me': meReply(owner),
      '/console/staff': { t: { list: [], total: 0 } },
      '/console/staff/invite': ({ body }) => ({ t: { ...member(99), name: body.name, mobile: body.mobile, roles: body.roles } }),
    });
    await renderConsole('/staff', owner);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '邀请工作人员' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('姓名'), '王审');
    await user.type(within(dialog).getByLabelText('手机号'), '13900005002');
    await user.click(within(dialog).getByRole('checkbox', { name: '审核员' }));
    await user.type(within(dialog).getByLabelText('初始密码'), 'short');
    await user.click(within(dialog).getByRole('button', { name: /邀\s*请/ }));
    expect(await within(dialog).findByText('密码至少 8 位，需同时包含字母和数字')).toBeVisible();
    expect(server.calls.some((c) => c.path === '/console/staff/invite')).toBe(false);
    await user.clear(within(dialog).getByLabelText('初始密码'));
    await user.type(within(dialog).getByLabelText('初始密码'), 'Review2026');
    await user.click(within(dialog).getByRole('button', { name: /邀\s*请/ }));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/console/staff/invite')?.body).toMatchObject({ name: '王审', mobile: '13900005002', roles: ['reviewer'], password: 'Review2026', token: owner.token }));
    expect(await screen.findByText('已邀请 王审，请告知其手机号和初始密码')).toBeVisible();
  });
});
