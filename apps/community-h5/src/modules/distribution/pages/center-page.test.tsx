import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CentrePage } from './center-page';

const ROUTE = { route: '/app/account/distr/center', path: '/app/account/distr/center' };
const role = (status: number, reason = '') => ({
  id: 3, parentId: 1, userId: 7, status, reason, approveId: 1, children: 2, fans: 1, realName: '李同心', mobile: '13500000000', region: '', applyReason: '',
  appliedAt: '2026-11-01T00:00:00.000Z', reviewedAt: null, parentName: '王同心', opName: '', opMobile: '',
});
const rules = { minWithdrawFen: 100, maxWithdrawFen: 2_000_000, feeBp: 0, reviewRequired: true, settleSeconds: 604_800 };
const notice = (id: number, kind: string, amountFen: number, read: boolean, level = 1) => ({
  id, kind, amountFen, creditId: 40 + id, title: '年卡会员', orderId: `O${id}`, level, createdAt: '2026-11-20T02:00:00.000Z', read,
});

/** The centre's calls for an active distributor, with the notices' reply body as `notices()` says. */
function activeApi(notices: () => unknown) {
  const gateway: Record<string, unknown> = {
    '/multidis/role/get': role(1),
    '/multidis/statistic': { todayFen: 1485, monthFen: 2970, totalFen: 2970, orders: 2, salesFen: 19800, series: [] },
    '/multidis/grouth': { growth: 120, level: 1, levelName: '铜牌分销员', nextLevelName: '银牌分销员', nextGrowth: 500 },
    '/multidis/role/child/count': { level1: 2, level2: 1, pending: 1, fans: 3 },
  };
  return mockApi({
    '/h5/getjsonp': (p) => (typeof p.uri === 'string' && p.uri in gateway ? { t: gateway[p.uri] } : { code: 404, msg: 'no' }),
    '/api/wallet/get': () => ({ t: { availableFen: 1485, pendingFen: 495, frozenFen: 0, withdrawnFen: 0, totalIncomeFen: 1980, rules } }),
    '/api/wallet/notice/list': notices,
    '/api/wallet/notice/read': () => ({ t: { unread: 0 } }),
  });
}

describe('distribution centre', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('changes the operation sales person, checking the name and number in the validators’ words', async () => {
    let op = { opName: '', opMobile: '' };
    const gateway = (p: Record<string, unknown>) => {
      if (p.uri === '/multidis/changeOpInfos') {
        op = { opName: String(p.opName), opMobile: String(p.opMobile) };
        return { t: { ...role(1), ...op } };
      }
      if (p.uri === '/multidis/role/get') return { t: { ...role(1), ...op } };
      return p.uri === '/multidis/statistic'
        ? { t: { todayFen: 0, monthFen: 0, totalFen: 0, orders: 0, salesFen: 0, series: [] } }
        : p.uri === '/multidis/role/child/count'
          ? { t: { level1: 0, level2: 0, pending: 0, fans: 0 } }
          : { code: 404, msg: 'no' };
    };
    const api = mockApi({
      '/h5/getjsonp': gateway,
      '/api/wallet/get': () => ({ t: { availableFen: 0, pendingFen: 0, frozenFen: 0, withdrawnFen: 0, totalIncomeFen: 0, rules } }),
      '/api/wallet/notice/list': () => ({ t: { list: [], total: 0, unread: 0 } }),
    });
    renderMemberPage(<CentrePage />, ROUTE);
    const box = await screen.findByRole('region', { name: '运营专员' });
    expect(box).toHaveTextContent('运营专员：未指定');
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: '填写' }));
    await user.type(within(box).getByRole('textbox', { name: '专员姓名' }), 'Chen');
    await user.type(within(box).getByRole('textbox', { name: '专员手机' }), '1390013');
    await user.click(within(box).getByRole('button', { name: '保存' }));
    expect(await within(box).findByText('中文姓名格式不对哦~')).toBeVisible();
    expect(within(box).getByText('手机号码格式不对哦~')).toBeVisible();
    expect(api.calls.some(([, p]) => p.uri === '/multidis/changeOpInfos')).toBe(false);
    await user.clear(within(box).getByRole('textbox', { name: '专员姓名' }));
    await user.type(within(box).getByRole('textbox', { name: '专员姓名' }), '陈运营');
    await user.type(within(box).getByRole('textbox', { name: '专员手机' }), '9000');
    await user.click(within(box).getByRole('button', { name: '保存' }));
    expect(await within(box).findByRole('link', { name: '13900139000' })).toHaveAttribute('href', 'tel:13900139000');
    expect(box).toHaveTextContent('运营专员：陈运营 13900139000');
    expect(within(box).getByRole('button', { name: '更换' })).toBeVisible();
    expect(api.calls.filter(([, p]) => p.uri === '/multidis/changeOpInfos').map(([, p]) => p)).toMatchObject([{ opName: '陈运营', opMobile: '13900139000' }]);
  });

  it("shows an active distributor's commission, menu and order notices; 全部已读 marks them read", async () => {
    let read = false;
    const list = () => [notice(3, 'reversed', 1485, read), notice(2, 'settled', 495, read, 2), notice(1, 'pending', 1485, read)];
    const api = activeApi(() => ({ t: { list: list(), total: 3, unread: read ? 0 : 3 } }));
    renderMemberPage(<CentrePage />, ROUTE);
    expect(await screen.findByTestId('dis-available')).toHaveTextContent('14.85');
    expect(screen.getByTestId('dis-pending')).toHaveTextContent('4.95');
    expect(screen.getByRole('link', { name: /待审批/ })).toHaveTextContent('1');

    const box = screen.getByRole('region', { name: /订单通知/ });
    expect(await within(box).findByLabelText('3条未读')).toBeInTheDocument();
    const rows = within(box).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('订单退款，佣金已扣回年卡会员-¥14.85'),
      expect.stringContaining('佣金已结算，可提现团队订单：年卡会员+¥4.95'),
      expect.stringContaining('新的推广佣金（待结算）年卡会员+¥14.85'),
    ]);
    expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringContaining('/app/wallet/incomeItemDetail?id=41'));

    read = true;
    await userEvent.setup().click(within(box).getByRole('button', { name: '全部已读' }));
    expect(await within(box).findByRole('heading', { name: '订单通知' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: '全部已读' })).not.toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/wallet/notice/read')).toHaveLength(1);
  });

  it('says so kindly when there is no notice yet, and shows a load error with a retry', async () => {
    let fail = true;
    activeApi(() => (fail ? { code: 500, msg: '服务繁忙，请稍后再试' } : { t: { list: [], total: 0, unread: 0 } }));
    renderMemberPage(<CentrePage />, ROUTE);
    const box = await screen.findByRole('region', { name: /订单通知/ });
    expect(await within(box).findByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    const retry = within(box).getByRole('button', { name: '重试' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await within(box).findByText('还没有订单通知，分享商品给好友，下单后这里会告诉您')).toBeInTheDocument();
  });

  it('offers the application to a member without a role, and shows a rejected one with its reason', async () => {
    const first = mockApi({ '/h5/getjsonp': () => ({ t: null }) });
    const view = renderMemberPage(<CentrePage />, ROUTE);
    expect(await screen.findByText('您目前暂无推广权限')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请成为分销员' })).toHaveAttribute('href', expect.stringContaining('/app/account/distr/apply'));
    expect(first.calls.some(([path]) => path === '/api/wallet/notice/list')).toBe(false);
    view.unmount();
    mockApi({ '/h5/getjsonp': (p) => (p.uri === '/multidis/role/get' ? { t: role(2, '资料不完整') } : { code: 404, msg: 'no' }) });
    renderMemberPage(<CentrePage />, ROUTE);
    const state = await screen.findByRole('region', { name: '申请状态' });
    expect(state).toHaveTextContent('未通过');
    expect(state).toHaveTextContent('原因：资料不完整');
    expect(within(state).getByRole('link', { name: '重新申请' })).toBeInTheDocument();
  });
});
