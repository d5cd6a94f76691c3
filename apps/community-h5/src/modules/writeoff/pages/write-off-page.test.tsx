import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as WriteOffPage } from './write-off-page';

const route = '/app/pay/vipWriteOff';
const benefit = (id: number, title: string, uses: number, used: number) => ({ id, title, description: '说明', merchant: '同心户外装备店', uses, used });

describe('WriteOffPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card and what is left; a used-up benefit cannot be written off, another is after the confirmation', async () => {
    let used = 0;
    const api = mockApi({
      '/api/vip/writeoff/lookup': () => ({ t: { member: '李**', cardNo: 'TX1000000009', cardTitle: '年卡', merchant: '同心户外装备店', benefits: [benefit(1, '饮品', 1, 1), benefit(2, '租赁免押', 3, used)] } }),
      '/api/vip/writeoff/use': () => {
        used += 1;
        return { t: { id: 9, benefit: '租赁免押', merchant: '同心户外装备店', cardNo: 'TX1000000009', member: '李**', usedAt: '2026-11-24T01:00:00Z' } };
      },
    });
    renderMemberPage(<WriteOffPage />, { route, path: `${route}?iid=1000&code=12345678` });
    const drink = await screen.findByRole('listitem', { name: '饮品' });
    expect(drink).toHaveTextContent('已用完');
    expect(within(drink).getByRole('button', { name: '核销饮品' })).toBeDisabled();
    const rent = screen.getByRole('listitem', { name: '租赁免押' });
    expect(rent).toHaveTextContent('剩余3次');
    const user = userEvent.setup();
    await user.click(within(rent).getByRole('button', { name: '核销租赁免押' }));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(await screen.findByText('已核销「租赁免押」')).toBeInTheDocument();
    expect(await screen.findByText('剩余2次')).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/vip/writeoff/use').map(([, p]) => p)).toMatchObject([{ code: '12345678', benefitId: 2 }]);
  });

  it('says what to do with an expired code', async () => {
    mockApi({ '/api/vip/writeoff/lookup': () => ({ code: 409, msg: '核销码已过期，请让会员刷新后重新出示' }) });
    renderMemberPage(<WriteOffPage />, { route, path: `${route}?iid=1000&code=12345678` });
    expect(await screen.findByRole('alert')).toHaveTextContent('核销码已过期，请让会员刷新后重新出示');
  });
});
