import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as BindPage } from './bind-page';

const route = '/app/cf/:iid/bind';

describe('BindPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for every field, then saves the launcher’s payout account and shows it masked', async () => {
    let bound: Record<string, unknown> | undefined;
    const api = mockApi({
      '/api/cf/project': () => ({ t: projectOf({ mine: true }) }),
      '/api/cf/payout': () => ({ t: bound ? { holder: bound.holder, bank: bound.bank, account: '**** **** 6789' } : null }),
      '/api/cf/bind': (p) => {
        bound = p;
        return { t: true };
      },
    });
    renderMemberPage(<BindPage />, { route, path: '/app/cf/1000/bind?id=5' });
    expect(await screen.findByText('尚未绑定收款账户：众筹成功后，筹得的款项结算到你的钱包，机构审核提现时核对此账户')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('户名'), '王阿姨');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('必填哦');
    expect(api.calls.some(([path]) => path === '/api/cf/bind')).toBe(false);
    await user.type(screen.getByLabelText('开户银行'), '招商银行');
    await user.type(screen.getByLabelText('银行账号'), '6225 0000 1234 6789');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('当前收款账户：王阿姨 招商银行 **** **** 6789')).toBeVisible();
    expect(bound).toMatchObject({ id: 5, holder: '王阿姨', bank: '招商银行', account: '6225 0000 1234 6789' });
  });

  it('tells anyone but the launcher that only the launcher sets it', async () => {
    mockApi({ '/api/cf/project': () => ({ t: projectOf({ mine: false }) }) });
    renderMemberPage(<BindPage />, { route, path: '/app/cf/1000/bind?id=5' });
    expect(await screen.findByText('只有发起人可以设置收款账户')).toBeVisible();
  });
});
