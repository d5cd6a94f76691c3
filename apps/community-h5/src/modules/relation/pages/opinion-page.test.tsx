import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as OpinionPage } from './opinion-page';

describe('OpinionPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('counts a line break as two characters, refuses fewer than five, sends the feedback and lists it', async () => {
    let sent: { id: number; content: string; contact: string; createdAt: string }[] = [];
    const api = mockApi({
      '/api/relation/opinion/list': () => ({ t: sent }),
      '/api/relation/opinion': (p) => {
        sent = [{ id: 1, content: String(p.content), contact: String(p.contact), createdAt: '2026-11-24T04:00:00.000Z' }];
        return { t: sent[0] };
      },
    });
    renderMemberPage(<OpinionPage />, { route: '/app/relation/opinion', path: '/app/relation/opinion' });
    expect(await screen.findByText('还没有提交过反馈')).toBeVisible();
    const content = screen.getByLabelText('反馈内容');
    fireEvent.change(content, { target: { value: '好\n' } });
    expect(screen.getByText('3/500')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('最少应该输入5个字符哦')).toBeInTheDocument();
    fireEvent.change(content, { target: { value: '活动报名页希望显示剩余名额' } });
    await user.type(screen.getByRole('textbox', { name: '联系方式' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await within(await screen.findByRole('region', { name: '我的反馈' })).findByText('活动报名页希望显示剩余名额')).toBeVisible();
    expect(content).toHaveValue('');
    expect(api.calls.filter(([path]) => path === '/api/relation/opinion').map(([, p]) => p)).toMatchObject([{ content: '活动报名页希望显示剩余名额', contact: '13800138000' }]);
  });
});
