import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as TeamPage } from './team-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const teams = [
  { id: 1, name: '晨跑团', captain: '王一', members: 20, steps: 880_000, rank: 1 },
  { id: 2, name: '健步走小队', captain: '李二', members: 3, steps: 120_000, rank: 2 },
];
const myTeam = { ...teams[1], isCaptain: false, list: [{ name: '李二', avatar: '', today: 8000, week: 60_000 }] };

function open(mine: typeof myTeam | null, path = '/app/step/team') {
  const api = mockApi({
    '/api/sport/step/teams': () => ({ t: { list: teams, total: teams.length } }),
    '/api/sport/step/my-team': () => ({ t: mine }),
    '/api/sport/step/team/join': () => ({ t: true }),
    '/api/sport/step/team/create': () => ({ t: 3 }),
  });
  return { api, view: renderMemberPage(<TeamPage />, { route: '/app/step/team', path }) };
}

describe('step teams', () => {
  it('puts the inviting team first, joins it, and goes to my team; a full team cannot be joined', async () => {
    const { api, view } = open(null, '/app/step/team?teamId=2');
    const invited = await screen.findByLabelText('第2名 健步走小队');
    expect(invited).toHaveTextContent('邀请你加入');
    const rows = screen.getAllByLabelText(/^第\d名/);
    expect(rows[0]).toBe(invited);
    expect(within(screen.getByLabelText('第1名 晨跑团')).getByRole('button', { name: '已满' })).toBeDisabled();
    await userEvent.setup().click(within(invited).getByRole('button', { name: '加入' }));
    await waitFor(() => expect(view.location()).toBe('/app/step/mineteam'));
    expect(api.calls.find(([path]) => path === '/api/sport/step/team/join')?.[1]).toMatchObject({ teamId: 2 });
  });

  it('starts a team: a name too short is refused on the page, a good one is created', async () => {
    const { api, view } = open(null);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('队名');
    await user.type(name, '走');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(await screen.findByText('队名最少应该输入2个字符哦')).toBeInTheDocument();
    expect(api.calls.some(([path]) => path === '/api/sport/step/team/create')).toBe(false);
    await user.type(name, '四方');
    await user.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(view.location()).toBe('/app/step/mineteam'));
    expect(api.calls.find(([path]) => path === '/api/sport/step/team/create')?.[1]).toMatchObject({ name: '走四方' });
  });

  it('a member in a team sees it, and neither the form nor join buttons', async () => {
    open(myTeam);
    expect(await screen.findByText(/你已加入「健步走小队」/)).toBeInTheDocument();
    await screen.findByLabelText('第1名 晨跑团');
    expect(screen.queryByRole('form', { name: '创建队伍' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入' })).not.toBeInTheDocument();
  });
});
