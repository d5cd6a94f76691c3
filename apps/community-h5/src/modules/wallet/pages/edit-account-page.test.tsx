import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as EditAccountPage } from './edit-account-page';

const route = '/app/wallet/editAccount';
const saves = (api: ReturnType<typeof mockApi>) => api.calls.filter(([path]) => path === '/api/wallet/account/save').map(([, p]) => p);

describe('EditAccountPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks a bank card as typed, in the validators’ words, and saves nothing until it is right', async () => {
    const api = mockApi({ '/api/wallet/account/save': () => ({ t: { id: 9, method: 'bank', holder: '张三', bankName: '招商银行', accountNo: '**** 0128', bankAddress: '' } }) });
    const { location } = renderMemberPage(<EditAccountPage />, { route, path: `${route}?method=bank` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByLabelText('持卡人姓名')).toHaveAccessibleDescription('必填哦');
    expect(screen.getByLabelText('银行名称')).toHaveAccessibleDescription('请填写银行名称');
    expect(screen.getByLabelText('银行卡号')).toHaveAccessibleDescription('必填哦');
    await user.type(screen.getByLabelText('持卡人姓名'), '张三');
    await user.type(screen.getByLabelText('银行名称'), '招商银行');
    // A digit off: the card number's check digit is wrong.
    await user.type(screen.getByLabelText('银行卡号'), '6222021234567890123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByLabelText('银行卡号')).toHaveAccessibleDescription('银行卡号格式不对'));
    expect(saves(api)).toEqual([]);
    await user.clear(screen.getByLabelText('银行卡号'));
    await user.type(screen.getByLabelText('银行卡号'), '6222021234567890128');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/app/wallet/payAccount'));
    expect(saves(api)).toMatchObject([{ method: 'bank', holder: '张三', bankName: '招商银行', accountNo: '6222021234567890128' }]);
  });

  it('takes an alipay account as a mobile number or an email', async () => {
    const api = mockApi({ '/api/wallet/account/save': () => ({ t: { id: 10, method: 'alipay', holder: '张三', bankName: '', accountNo: '138****8000', bankAddress: '' } }) });
    renderMemberPage(<EditAccountPage />, { route, path: `${route}?method=alipay` });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('银行名称')).toBeNull();
    await user.type(await screen.findByLabelText('真实姓名'), '张三');
    await user.type(screen.getByLabelText('支付宝账号'), 'not-an-account');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByLabelText('支付宝账号')).toHaveAccessibleDescription('支付宝账号应为手机号或邮箱'));
    await user.clear(screen.getByLabelText('支付宝账号'));
    await user.type(screen.getByLabelText('支付宝账号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves(api)).toMatchObject([{ method: 'alipay', holder: '张三', accountNo: '13800138000' }]));
  });
});
