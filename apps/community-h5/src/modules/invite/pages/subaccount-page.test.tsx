import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SubaccountPage } from './subaccount-page';

const ROUTE = { route: '/app/account/subaccount', path: '/app/account/subaccount' };
const child = (userId: number, nickName: string) => ({ userId, nickName, headImg: '', mobile: '135****0001', kind: 'sub', boundAt: '2026-11-20T02:00:00.000Z' });

describe('SubaccountPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the members bound with the member’s codes and unbinds one after the confirmation', async () => {
    let children = [child(51, '小李'), child(52, '小王')];
    const api = mockApi({
      '/api/cmgoods/child/list': () => ({ t: { list: children, total: children.length } }),
      '/api/cmgoods/child/delete': (p) => {
        children = children.filter((c) => c.userId !== p.userId);
        return { t: true };
      },
    });
    renderMemberPage(<SubaccountPage />, ROUTE);
    expect(await screen.findByText('小李')).toBeVisible();
    expect(screen.getAllByText(/子账号 · 135\*\*\*\*0001/)).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '解除小李' }));
    expect(await screen.findByText('确定解除与小李的绑定吗？解除后对方可绑定其他邀请人。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByText('小李')).toBeNull());
    expect(screen.getByText('小王')).toBeVisible();
    expect(api.calls.filter(([path]) => path === '/api/cmgoods/child/delete').map(([, p]) => p)).toMatchObject([{ userId: 51 }]);
  });

  it('says how to get sub-accounts when there are none', async () => {
    mockApi({ '/api/cmgoods/child/list': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<SubaccountPage />, ROUTE);
    expect(await screen.findByText('还没有子账号，邀请好友填写您的邀请码吧')).toBeVisible();
  });
});
