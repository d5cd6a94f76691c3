import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { gameDetail as detail, gameEntry as entry } from '../test-fixtures';
import { Component as JoinResultPage } from './join-result-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const team = (members: number) => ({ gameId: 4, gameTitle: '千岛湖环湖骑行赛', name: '追风队', teamCode: 'AB12CD', captain: '林队长', members, size: 3, groupId: 42 });
function open(mine: ReturnType<typeof entry> | null, members: number, path = '/app/game/joinresult/4?iid=1000&code=ab12cd') {
  mockApi({ '/api/game/detail': () => ({ t: detail(mine) }), '/api/game/team': () => ({ t: team(members) }) });
  return renderMemberPage(<JoinResultPage />, { route: '/app/game/joinresult/:id', path });
}

describe('where a team invitation ended', () => {
  it('joined, the fee still to pay: 加入成功 with the team places, pay and invite more', async () => {
    open(entry({ name: '追风队', code: 'AB12CD' }), 2);
    const result = await screen.findByRole('region', { name: '加入结果' });
    expect(result).toHaveTextContent('加入成功');
    expect(result).toHaveTextContent('追风队 · 队长 林队长 · 2/3人');
    expect(result).toHaveTextContent('报名状态：待支付');
    expect(screen.getByRole('link', { name: '去支付报名费' })).toHaveAttribute('href', expect.stringContaining('/app/pay/game'));
    expect(screen.getByRole('link', { name: '邀请更多队友' })).toBeInTheDocument();
  });

  it('in another team already: says one team each, and offers no join', async () => {
    open(entry({ name: '破风队', code: 'ZZ99ZZ' }, 2), 1);
    expect(await screen.findByText('已加入其他队伍')).toBeInTheDocument();
    expect(screen.getByText('你已在队伍「破风队」中，每人只能加入一支队伍')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '加入队伍' })).not.toBeInTheDocument();
  });

  it('a full team: 队伍已满, start a team instead; a team with room: join it', async () => {
    open(null, 3);
    expect(await screen.findByText('队伍已满')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '自己创建队伍' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '加入队伍' })).not.toBeInTheDocument();
  });

  it('a team with room and no entry yet: 尚未加入, with the join link carrying the code', async () => {
    open(null, 1);
    expect(await screen.findByText('尚未加入')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '加入队伍' })).toHaveAttribute('href', expect.stringContaining('AB12CD'));
  });

  it('an incomplete link asks for a new one', async () => {
    open(null, 1, '/app/game/joinresult/4?iid=1000');
    expect(await screen.findByText('邀请链接不完整，请向队长重新索取')).toBeInTheDocument();
  });
});
