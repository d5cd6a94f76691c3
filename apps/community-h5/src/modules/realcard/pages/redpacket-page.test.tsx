import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { Component as RedpacketPage } from './redpacket-page';

const route = '/app/realcard/redpacket';

describe('RedpacketPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the envelope once: the amount goes into the card’s balance', async () => {
    let claimed = false;
    const api = mockApi({
      '/api/realcard/detail': () => ({ t: cardOf(claimed ? { balanceFen: 2888, redPacket: { amountFen: 888, claimedAt: '2026-11-24T01:00:00.000Z' } } : {}) }),
      '/api/realcard/redpacket/claim': () => {
        claimed = true;
        return { t: { amountFen: 888, balanceFen: 2888 } };
      },
    });
    renderMemberPage(<RedpacketPage />, { route, path: `${route}?cardId=12` });
    expect(await screen.findByText('送你一个红包')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '拆红包' }));
    expect(await screen.findByText('已存入卡内余额')).toBeVisible();
    expect(screen.getByText('¥8.88')).toBeVisible();
    expect(screen.getByText('卡内余额 ¥28.88')).toBeVisible();
    expect(screen.queryByRole('button', { name: '拆红包' })).toBeNull();
    expect(api.calls.filter(([path]) => path === '/api/realcard/redpacket/claim').map(([, p]) => p)).toMatchObject([{ cardId: 12 }]);
  });

  it('shows a claimed packet as claimed, with no envelope to open', async () => {
    mockApi({ '/api/realcard/detail': () => ({ t: cardOf({ redPacket: { amountFen: 888, claimedAt: '2026-11-20T01:00:00.000Z' } }) }) });
    renderMemberPage(<RedpacketPage />, { route, path: `${route}?cardId=12` });
    expect(await screen.findByText('红包已领取')).toBeVisible();
    expect(screen.queryByRole('button', { name: '拆红包' })).toBeNull();
  });

  it('says an expired card must be renewed first, and a card without a packet has none', async () => {
    mockApi({ '/api/realcard/detail': (p) => ({ t: p.cardId === '12' ? cardOf({ expired: true }) : cardOf({ id: 13, redPacket: null }) }) });
    const first = renderMemberPage(<RedpacketPage />, { route, path: `${route}?cardId=12` });
    expect(await screen.findByText('卡片已过期，续期后才能领取红包')).toBeVisible();
    first.unmount();
    renderMemberPage(<RedpacketPage />, { route, path: `${route}?cardId=13` });
    expect(await screen.findByText('这张卡没有红包')).toBeVisible();
  });

  it('says where to come from without a card', async () => {
    mockApi({});
    renderMemberPage(<RedpacketPage />, { route, path: route });
    expect(await screen.findByText('缺少卡片参数，请从我的实体卡进入')).toBeVisible();
  });
});
