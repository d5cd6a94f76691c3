import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { actDetail } from '../testing/act-detail';
import { Component as EnrollPage } from './enroll-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const companion = { id: 3, name: '张三', gender: 1, mobile: '13800138000', idType: 1, idNumber: '11010519491231002X', birthDate: '1949-12-31', emergencyName: '李四', emergencyPhone: '13900139000' };
const components = [
  { id: 1301, name: '工作单位', type: 0, must: 1, content: '', placeholder: '请输入工作单位', value: '', isShow: 1 },
  { id: 1303, name: '希望的岗位', type: 3, must: 1, content: JSON.stringify([{ key: '赛道', value: ['起点', '终点'] }]), placeholder: '请选择', value: '', isShow: 1 },
];

function server(commit: (p: Record<string, unknown>) => unknown) {
  return mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/v1/act/detail'
        ? { t: actDetail({ form: components }) }
        : p.uri === '/h5/order/create'
          ? { t: { orderId: 'ACT900', payPrice: Number(p.payPrice), expiresAt: null } }
          : { code: 404, msg: 'no' },
    '/api/act/companions': () => ({ t: [companion] }),
    '/api/registration/getFormItems': () => ({ t: { components, values: { 1301: '市第一医院' }, status: 1 } }),
    '/api/registration/saveFormItems': () => ({ t: true }),
    '/api/registration/commitForm': commit,
  });
}

const open = () => renderMemberPage(<EnrollPage />, { route: '/app/act/enroll', path: '/app/act/enroll?iid=1000&id=4' });
const created = (api: ReturnType<typeof server>) => api.calls.filter(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create');

describe('enrolling with the activity’s own form', () => {
  // The page keeps what was typed as a local draft: each test starts without one.
  beforeEach(() => localStorage.clear());

  it('fills the form from the server draft and saves it back with 保存草稿', async () => {
    const api = server(() => ({ t: true }));
    open();
    expect(await screen.findByDisplayValue('市第一医院')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByDisplayValue('市第一医院'), '急诊科');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const saved = api.calls.find(([path]) => path === '/api/registration/saveFormItems')?.[1];
    expect(JSON.parse(String(saved?.content))).toEqual({ 1301: '市第一医院急诊科' });
  });

  it('shows the server’s refusal of the form and creates no order; once it passes, the order carries the answers', async () => {
    let refuse = true;
    const api = server(() => (refuse ? { code: 400, msg: '希望的岗位必填！' } : { t: true }));
    open();
    await screen.findByDisplayValue('市第一医院');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ 张三' }));
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《活动报名须知》' }));
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('希望的岗位必填！');
    expect(created(api)).toHaveLength(0);

    refuse = false;
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(created(api)).toHaveLength(1));
    const order = created(api)[0]?.[1];
    expect(order).toMatchObject({ orderType: '1', keys: '4', num: '1', payPrice: '12000' });
    expect(JSON.parse(String(order?.info))).toMatchObject({ participants: [{ name: '张三', idNumber: '11010519491231002X' }], form: { 1301: '市第一医院' } });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/app/pay/act?iid=1000&orderId=ACT900'));
  });

  it('checks a participant before anything is sent', async () => {
    const api = server(() => ({ t: true }));
    open();
    await screen.findByDisplayValue('市第一医院');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《活动报名须知》' }));
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText(/^第1位报名人：/)).toBeInTheDocument();
    expect(api.calls.some(([path]) => path === '/api/registration/commitForm')).toBe(false);
    expect(created(api)).toHaveLength(0);
  });
});
