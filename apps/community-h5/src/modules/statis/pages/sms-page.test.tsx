import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SmsPage } from './sms-page';

const zero = { ok: 0, failed: 0 };
const days = Array.from({ length: 14 }, (_, i) => ({ day: `2026-11-${String(11 + i).padStart(2, '0')}`, ...zero }));
days[13] = { day: '2026-11-24', ok: 3, failed: 1 };
const figures = {
  days,
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => ({ month, ok: i === 5 ? 9 : 0, failed: 0 })),
  kinds: [
    { kind: 'code', purpose: 'sign-up', ok: 2, failed: 1 },
    { kind: 'code', purpose: 'bind-mobile', ok: 1, failed: 0 },
  ],
  recent: [{ mobile: '137****0099', kind: 'code', purpose: 'sign-up', ok: false, sentAt: '2026-11-24T02:00:00Z' }],
};

const render = () => renderMemberPage(<SmsPage />, { route: '/app/statis/sms', path: '/app/statis/sms' });

describe('SmsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sends of two weeks and six months, by purpose with failures, and the latest sends masked', async () => {
    const api = mockApi({ '/api/statis/sms': () => ({ code: 0, t: figures }) });
    render();
    expect(await screen.findByRole('img', { name: /^每日发送成功条数：.*24 3$/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /^每月发送成功条数：.*26-11 9$/ })).toBeVisible();
    expect(screen.getByText('近14天发送成功').parentElement).toHaveTextContent('3');
    expect(screen.getByText('成功率').parentElement).toHaveTextContent('75%');
    const rows = within(screen.getByRole('table', { name: '按类型' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['类型成功失败', '验证码·注册21', '验证码·绑定手机10']);
    const latest = within(screen.getByRole('region', { name: '最近发送' })).getByRole('listitem');
    expect(latest).toHaveTextContent('137****0099');
    expect(latest).toHaveTextContent('失败');
    expect(api.calls[0]).toEqual(['/api/statis/sms', expect.objectContaining({ iid: '1000', days: '14' })]);
  });

  it('says so when nothing was sent yet', async () => {
    mockApi({ '/api/statis/sms': () => ({ code: 0, t: { ...figures, days: days.map((d) => ({ ...d, ...zero })), kinds: [], recent: [] } }) });
    render();
    expect(await screen.findByText('近14天没有发送短信')).toBeVisible();
    expect(screen.getByText('还没有发送过短信')).toBeVisible();
    expect(screen.getByText('成功率').parentElement).toHaveTextContent('—');
  });

  it('refuses a leader clearly: the SMS figures are the admins’', async () => {
    mockApi({ '/api/statis/sms': () => ({ code: 1902, msg: '仅机构管理员可以查看短信统计' }) });
    render();
    const alert = await screen.findByRole('alert', { name: '无权查看' });
    expect(alert).toHaveTextContent('仅机构管理员可以查看短信统计');
    expect(alert).toHaveTextContent('开通管理员身份');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers a retry when the read fails, and shows the figures once it answers', async () => {
    let fail = true;
    mockApi({ '/api/statis/sms': () => (fail ? { code: 500, msg: '服务器开小差了' } : { code: 0, t: figures }) });
    render();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('img', { name: /^每日发送成功条数：/ })).toBeVisible();
  });
});
