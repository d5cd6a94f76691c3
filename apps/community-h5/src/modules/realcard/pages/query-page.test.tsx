import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { Component as QueryPage } from './query-page';

const route = '/app/realcard/query';

describe('QueryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one card’s benefits, its red packet to claim and its renewal', async () => {
    mockApi({ '/api/realcard/detail': () => ({ t: cardOf() }) });
    renderMemberPage(<QueryPage />, { route, path: `${route}?cardId=12` });
    expect(await screen.findByText('合作商户九折')).toBeVisible();
    expect(screen.getByRole('link', { name: '领取红包 ¥8.88' })).toHaveAttribute('href', '/app/realcard/redpacket?cardId=12');
    expect(screen.getByRole('link', { name: '续期延长' })).toHaveAttribute('href', '/app/realcard/extend?cardId=12');
  });

  it('offers an expired card’s renewal and says a claimed packet is claimed', async () => {
    mockApi({ '/api/realcard/detail': () => ({ t: cardOf({ expired: true, benefits: [], redPacket: { amountFen: 888, claimedAt: '2026-11-20T01:00:00.000Z' } }) }) });
    renderMemberPage(<QueryPage />, { route, path: `${route}?cardId=12` });
    expect(await screen.findByRole('link', { name: '续期' })).toHaveAttribute('href', '/app/realcard/extend?cardId=12');
    expect(screen.getByRole('link', { name: '红包已领取' })).toBeVisible();
    expect(screen.getByText('此卡暂无附加权益')).toBeVisible();
  });

  it('lists all the member’s cards, and sends a member without one to where to get one', async () => {
    let cards = [cardOf(), cardOf({ id: 13, cardTitle: '同心亲子卡' })];
    mockApi({ '/api/realcard/list': () => ({ t: cards }) });
    const first = renderMemberPage(<QueryPage />, { route, path: route });
    expect(await screen.findByRole('link', { name: '激活新卡' })).toHaveAttribute('href', '/app/realcard/activate');
    expect(screen.getByText('同心亲子卡')).toBeVisible();
    first.unmount();
    cards = [];
    const none = renderMemberPage(<QueryPage />, { route, path: route });
    await waitFor(() => expect(none.location()).toBe('/app/realcard/empty'));
  });
});
