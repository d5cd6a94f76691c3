import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PayAccountPage } from './pay-account-page';

const ROUTE = { route: '/app/wallet/payAccount', path: '/app/wallet/payAccount' };
const bank = { id: 3, method: 'bank', holder: '张三', bankName: '招商银行', accountNo: '**** 1234', bankAddress: '' };
const alipay = { id: 4, method: 'alipay', holder: '张三', bankName: '', accountNo: '138****8000', bankAddress: '' };

describe('PayAccountPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the saved accounts masked, edits one, and deletes one after the confirmation', async () => {
    let saved = [bank, alipay];
    const api = mockApi({
      '/api/wallet/account/list': () => ({ t: saved }),
      '/api/wallet/account/delete': (p) => {
        saved = saved.filter((a) => a.id !== p.id);
        return { t: true };
      },
    });
    renderMemberPage(<PayAccountPage />, ROUTE);
    const list = await screen.findByRole('list', { name: '已保存的账户' });
    expect(within(list).getAllByRole('listitem').map((r) => r.querySelector('p')?.textContent)).toEqual(['招商银行 **** 1234', '支付宝 138****8000']);
    expect(within(list).getAllByRole('link', { name: '编辑' })[0]).toHaveAttribute('href', expect.stringContaining('/app/wallet/editAccount?'));
    expect(screen.getByRole('region', { name: '微信零钱' })).toHaveTextContent('请在微信中打开后使用');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '删除 **** 1234' }));
    expect(await screen.findByText('确定要删除该账号吗？')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已保存的账户' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.filter(([path]) => path === '/api/wallet/account/delete').map(([, p]) => p)).toMatchObject([{ id: 3 }]);
  });

  it('inside WeChat, says WeChat change is there; without accounts, offers to add one', async () => {
    mockApi({ '/api/wallet/account/list': () => ({ t: [] }) });
    const view = renderMemberPage(<PayAccountPage />, ROUTE);
    act(() => void view.store.dispatch(environmentDetected('wechat')));
    expect(await screen.findByText('还没有银行卡或支付宝账户')).toBeVisible();
    expect(screen.getByRole('region', { name: '微信零钱' })).toHaveTextContent('可用，提现时确认收款');
    expect(screen.getByRole('link', { name: '添加银行卡' })).toHaveAttribute('href', expect.stringContaining('method=bank'));
    expect(screen.getByRole('link', { name: '添加支付宝账号' })).toHaveAttribute('href', expect.stringContaining('method=alipay'));
  });
});
