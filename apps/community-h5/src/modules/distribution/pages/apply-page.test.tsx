import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as ApplyPage } from './apply-page';

const route = '/app/account/distr/apply';
const regulations = { title: '分销规则', text: '推广成交后按比例获得佣金。', rate1Bp: 1000, rate2Bp: 500, fanLockDays: 30, settleDays: 7, minWithdrawFen: 100, feeBp: 0, askRegion: true, askReason: true };
const role = (status: number, reason = '') => ({
  id: 3, parentId: 1, userId: 7, status, reason, approveId: 1, children: 0, fans: 0, realName: '李同心', mobile: '13500000000', region: '', applyReason: '',
  appliedAt: '2026-11-01T00:00:00.000Z', reviewedAt: null, parentName: '王同心', opName: '', opMobile: '',
});

/** The apply page's calls: the member's role (null: never applied), the rules, the key's owner, and the application. */
function api(current: unknown = null) {
  return mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/multidis/role/get'
        ? { t: current }
        : p.uri === '/multidis/getRegulations'
          ? { t: regulations }
          : p.uri === '/multidis/role/apply'
            ? { t: role(0) }
            : { code: 404, msg: 'no' },
    '/api/distribution/key/owner': (p) => (p.multiDisKey === 'ParentKey01' ? { t: { nickName: '王同心', headImg: '', active: true } } : { code: 4604, msg: '邀请码无效，请检查后重新输入' }),
  });
}
const applied = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter(([, p]) => p.uri === '/multidis/role/apply');

describe('ApplyPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('names the inviter of the share link, checks the name and number in the validators’ words, and applies under the link’s key', async () => {
    const mock = api();
    renderMemberPage(<ApplyPage />, { route, path: `${route}?disrParentMultiDisKey=ParentKey01` });
    expect(await screen.findByText('邀请人：王同心')).toBeVisible();
    expect(screen.queryByLabelText('邀请码')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    expect(await screen.findByLabelText('真实姓名')).toHaveAccessibleDescription('必填哦');
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('必填哦');
    await user.type(screen.getByLabelText('真实姓名'), 'Tom');
    await user.type(screen.getByLabelText('手机号'), '1350000');
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(screen.getByLabelText('真实姓名')).toHaveAccessibleDescription('中文姓名格式不对哦~'));
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('手机号码格式不对哦~');
    await user.clear(screen.getByLabelText('真实姓名'));
    await user.type(screen.getByLabelText('真实姓名'), '李同心');
    await user.type(screen.getByLabelText('手机号'), '0000');
    // The rules must be agreed to first.
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    expect(await screen.findByText('请先阅读并同意分销规则')).toBeVisible();
    expect(applied(mock.calls)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意分销规则' }));
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(applied(mock.calls)).toHaveLength(1));
    expect(applied(mock.calls)[0]?.[1]).toMatchObject({ disrParentMultiDisKey: 'ParentKey01', realName: '李同心', mobile: '13500000000' });
  });

  it('says an unknown invite code is invalid', async () => {
    api();
    renderMemberPage(<ApplyPage />, { route, path: route });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('邀请码'), 'NoSuchKey9');
    expect(await screen.findByText('邀请码无效，请检查后重新输入')).toBeVisible();
  });

  it('shows a pending application’s state instead of the form', async () => {
    api(role(0));
    renderMemberPage(<ApplyPage />, { route, path: route });
    expect(await screen.findByText('您的分销申请正在审核中，请耐心等待。提交成功后，我们将会在1-2个工作日内给您回复')).toBeVisible();
    expect(screen.getByText('上级：王同心')).toBeVisible();
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
  });

  it('shows why the last application was rejected, with the form to apply again', async () => {
    api(role(2, '资料不完整'));
    renderMemberPage(<ApplyPage />, { route, path: route });
    expect(await screen.findByText(/原因：资料不完整/)).toBeVisible();
    expect(screen.getByRole('button', { name: '立即申请' })).toBeVisible();
  });
});
