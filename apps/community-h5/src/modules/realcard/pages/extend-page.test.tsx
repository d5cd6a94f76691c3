import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { Component as ExtendPage } from './extend-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const route = '/app/realcard/extend';

describe('ExtendPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
  });

  it('says what a renewal costs and adds from the current date, then opens the card’s pay page', async () => {
    const api = mockApi({ '/api/realcard/detail': () => ({ t: cardOf() }) });
    const { location } = renderMemberPage(<ExtendPage />, { route, path: `${route}?cardId=12` });
    const renew = await screen.findByRole('region', { name: '续期' });
    expect(renew).toHaveTextContent('续期 365 天：¥99.00');
    expect(renew).toHaveTextContent('续期后有效期在 2027-12-31 基础上顺延。');
    await userEvent.setup().click(screen.getByRole('button', { name: '立即续期' }));
    await waitFor(() => expect(location()).toBe('/app/pay/card?cardId=12&iid=1000'));
    expect(loadPage).toHaveBeenCalledWith('/app/pay/card?cardId=12&iid=1000');
    expect(api.calls[0]?.[1]).toMatchObject({ cardId: '12' });
  });

  it('counts an expired card’s renewal from the day it is paid', async () => {
    mockApi({ '/api/realcard/detail': () => ({ t: cardOf({ expired: true }) }) });
    renderMemberPage(<ExtendPage />, { route, path: `${route}?cardId=12` });
    expect(await screen.findByText('卡片已过期，续期自支付成功之日起计算。')).toBeVisible();
  });

  it('says where to come from without a card', async () => {
    const api = mockApi({});
    renderMemberPage(<ExtendPage />, { route, path: route });
    expect(await screen.findByText('缺少卡片参数，请从我的实体卡进入')).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
