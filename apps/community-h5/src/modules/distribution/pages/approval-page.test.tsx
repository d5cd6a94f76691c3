import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as ApprovalPage } from './approval-page';

const ROUTE = { route: '/app/account/distr/approval', path: '/app/account/distr/approval' };
const child = (id: number, realName: string, status = 0) => ({
  id, userId: 100 + id, level: 1, nickName: `会员${id}`, realName, mobile: '135****0000', status, reason: '', applyReason: '想推广社区活动',
  appliedAt: '2026-11-20T02:00:00.000Z', reviewedAt: null, children: 0, orders: 0, salesFen: 0,
});

function api() {
  return mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/multidis/role/child/list'
        ? { t: Number(p.status) === 0 ? { list: [child(21, '赵小明'), child(22, '钱小红')], total: 2 } : { list: [], total: 0 } }
        : p.uri === '/multidis/role/approve'
          ? { t: child(Number(p.roleId), '赵小明', p.pass === 'true' ? 1 : 2) }
          : { code: 404, msg: 'no' },
  });
}
const decisions = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter(([, p]) => p.uri === '/multidis/role/approve').map(([, p]) => p);

describe('ApprovalPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending applications and approves one after the confirmation', async () => {
    const mock = api();
    renderMemberPage(<ApprovalPage />, ROUTE);
    expect(await screen.findByText('赵小明')).toBeVisible();
    expect(screen.getByText('钱小红')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '通过' })[0] as HTMLElement);
    expect(await screen.findByText('确定通过 赵小明 的分销申请吗？')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(decisions(mock.calls)).toHaveLength(1));
    expect(decisions(mock.calls)[0]).toMatchObject({ roleId: '21', pass: 'true' });
  });

  it('rejects only with a reason, and sends it', async () => {
    const mock = api();
    renderMemberPage(<ApprovalPage />, ROUTE);
    await screen.findByText('钱小红');
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '拒绝' })[1] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请填写拒绝原因')).toBeVisible();
    expect(decisions(mock.calls)).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: '拒绝' })[1] as HTMLElement);
    await user.type(await screen.findByRole('textbox', { name: '拒绝原因' }), '暂不招募');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(decisions(mock.calls)).toHaveLength(1));
    expect(decisions(mock.calls)[0]).toMatchObject({ roleId: '22', pass: 'false', reason: '暂不招募' });
  });

  it('says when nobody is waiting', async () => {
    mockApi({ '/h5/getjsonp': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<ApprovalPage />, ROUTE);
    expect(await screen.findByText('暂无待审批的申请')).toBeVisible();
  });
});
