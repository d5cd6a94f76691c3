import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as LiveListPage } from './live-list-page';

const room = (over: Record<string, unknown>) => ({
  id: 8,
  title: '湿地观鸟直播',
  host: '林青',
  cover: '/c.svg',
  intro: '',
  status: 'upcoming',
  startAt: '2099-03-03T08:00:00Z',
  endAt: '2099-03-03T10:00:00Z',
  price: 0,
  online: 0,
  muted: false,
  tipsFen: 0,
  bought: true,
  streamUrl: '',
  eventsUrl: '',
  reminded: false,
  reminders: 4,
  isHost: false,
  ...over,
});

describe('the live list (/app/live/:iid)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a member’s reminder of an upcoming room on the server, and tells them once a reminded room is on air', async () => {
    let reminded = false;
    let due = [room({ id: 3, title: '急救知识直播课', status: 'live', reminded: true })];
    const api = mockApi({
      '/api/content/live/list': (p) => ({ t: { list: p.status === 'upcoming' ? [room({ reminded, reminders: reminded ? 5 : 4 })] : [], total: p.status === 'upcoming' ? 1 : 0 } }),
      '/api/content/live/remind': (p) => {
        reminded = p.remind === true;
        return { t: room({ reminded, reminders: reminded ? 5 : 4 }) };
      },
      '/api/content/live/reminders': () => ({ t: due }),
      '/api/content/live/remind/seen': (p) => {
        due = due.filter((r) => r.id !== p.id);
        return { t: true };
      },
    });
    const user = userEvent.setup();
    renderMemberPage(<LiveListPage />, { route: '/app/live/:iid', path: '/app/live/1000?status=upcoming' });

    const notice = await screen.findByRole('status', { name: '开播提醒' });
    expect(notice).toHaveTextContent('你预约的直播开始了：急救知识直播课');
    expect(within(notice).getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', expect.stringContaining('/app/live/1000/detail?id=3'));
    await user.click(within(notice).getByRole('button', { name: '知道了' }));
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: '开播提醒' })).toBeNull());
    expect(api.calls).toContainEqual(['/api/content/live/remind/seen', expect.objectContaining({ id: 3 })]);

    const card = await screen.findByRole('article', { name: '湿地观鸟直播' });
    expect(within(card).getByRole('timer')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: /开播提醒/ }));
    expect(await within(card).findByRole('button', { name: /已预约/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: /已预约/ })).toHaveTextContent('5人已预约');
    expect(api.calls).toContainEqual(['/api/content/live/remind', expect.objectContaining({ id: 8, remind: true })]);
    // The list is read with the member's session, so a reload shows their reminder.
    expect(api.calls.find(([path]) => path === '/api/content/live/list')?.[1]).toMatchObject({ token: expect.any(String) as unknown });
  });

  it('asks a visitor to sign in before reminding, and shows no reminders', async () => {
    const api = mockApi({ '/api/content/live/list': () => ({ t: { list: [room({})], total: 1 } }) });
    const view = renderMemberPage(<LiveListPage />, { route: '/app/live/:iid', path: '/app/live/1000?status=upcoming', member: null });
    const card = await screen.findByRole('article', { name: '湿地观鸟直播' });
    await userEvent.setup().click(within(card).getByRole('button', { name: /开播提醒/ }));
    await vi.waitFor(() => expect(view.location()).toMatch(/login/));
    expect(api.calls.some(([path]) => path === '/api/content/live/reminders' || path === '/api/content/live/remind')).toBe(false);
  });
});
