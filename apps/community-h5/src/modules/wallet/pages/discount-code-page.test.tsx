import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as DiscountCodePage } from './discount-code-page';

const ROUTE = { route: '/app/wallet/discountCode', path: '/app/wallet/discountCode' };
const code = (promoCode: string, expired: boolean, extra: object = {}) => ({
  promoCode, title: '好友专享立减8元', minusFen: 800, thresholdFen: 3000, endTime: '2027-05-01T00:00:00.000Z', remaining: 50, used: 3, expired, ...extra,
});

describe('discount code page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists the member's own codes with their uses; 复制 and 分享 only on current ones", async () => {
    mockApi({ '/api/promo/mine': () => ({ t: [code('TXFRIEND8', false), code('TXSPRING5', true, { remaining: null, used: 0 })] }) });
    renderMemberPage(<DiscountCodePage />, ROUTE);
    const current = await screen.findByRole('listitem', { name: '优惠码 TXFRIEND8' });
    expect(current).toHaveTextContent('满¥30.00减¥8.00');
    expect(current).toHaveTextContent('已使用 3 次，剩余 50 次');
    const ended = screen.getByRole('listitem', { name: '优惠码 TXSPRING5' });
    expect(ended).toHaveTextContent('已失效');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(current).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('优惠码已复制，下单时填写即可使用')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('TXFRIEND8');
    await user.click(within(current).getByRole('button', { name: '分享' }));
    expect(await screen.findByText('分享文案已复制，发给好友即可')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('送你一个优惠码 TXFRIEND8');
  });

  it('says so kindly without codes, and still looks any code up', async () => {
    mockApi({
      '/api/promo/mine': () => ({ t: [] }),
      '/h5/getjsonp': (p) => (p.uri === '/v1/promo/get' && p.code === 'NEW5' ? { t: { promoCode: 'NEW5', title: '新人立减5元', minusFen: 500, thresholdFen: 0, endTime: '2027-01-01T00:00:00.000Z' } } : { code: 1125, msg: '优惠码无效或已过期' }),
    });
    renderMemberPage(<DiscountCodePage />, ROUTE);
    expect(await screen.findByText('您还没有可分享的优惠码，机构发放后会显示在这里')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('优惠码'), 'NEW5');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('region', { name: '优惠码详情' })).toHaveTextContent('立减¥5.00');
  });
});
