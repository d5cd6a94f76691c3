import { screen } from '@testing-library/react';
import type * as Ui from '@tongxin/ui';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { gameDetail, gameEntry } from '../test-fixtures';
import { Component as SharePage } from './share-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));
vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

const result = { name: '钱骑行', bib: 'A0012', groupName: '休闲组', timeMs: 5_025_000, rank: 3, groupRank: 1, gameTitle: '千岛湖环湖骑行赛' };

function open(path: string, mine: ReturnType<typeof gameEntry> | null, published: boolean) {
  mockApi({
    '/api/game/detail': () => ({ t: gameDetail(mine) }),
    '/api/game/result/mine': () => (published ? { t: result } : { code: 4404, msg: '成绩尚未公布' }),
  });
  return renderMemberPage(<SharePage />, { route: path.includes('/share1/') ? '/app/game/share1/:id' : '/app/game/share/:id', path });
}

describe('game posters', () => {
  it("share: the game's poster with its day, place and fee, its QR leading to the game page", async () => {
    open('/app/game/share/4?iid=1000', null, false);
    expect(await screen.findByText('千岛湖环湖骑行赛｜2026-12-20 淳安｜报名费¥199.00，一起来参赛！')).toBeInTheDocument();
    expect(screen.getByTestId('poster-link')).toHaveTextContent('/app/game/1000/detail/4');
    expect(screen.getByRole('link', { name: '我的海报' })).toBeInTheDocument();
  });

  it("share1: the member's result once published, with their name", async () => {
    open('/app/game/share1/4?iid=1000', gameEntry(null, 2), true);
    expect(await screen.findByText(/^我在千岛湖环湖骑行赛完赛，用时.+，总排名第3名、休闲组第1名$/)).toBeInTheDocument();
    expect(screen.getByTestId('poster-name')).toHaveTextContent('钱骑行');
  });

  it('share1 before results: the entry; without an entry: how to get a poster', async () => {
    const first = open('/app/game/share1/4?iid=1000', gameEntry(null, 2), false);
    expect(await screen.findByText('我已报名千岛湖环湖骑行赛（休闲组），2026-12-20赛场见！')).toBeInTheDocument();
    first.unmount();
    open('/app/game/share1/4?iid=1000', null, false);
    expect(await screen.findByText('你还没有报名该赛事，报名后可生成专属海报')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
