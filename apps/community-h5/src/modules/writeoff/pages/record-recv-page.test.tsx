import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as RecordRecvPage } from './record-recv-page';

const route = '/app/vipWriteOff/:iid/record/recv';
const benefit = (id: number, title: string, uses: number, used: number) => ({ id, title, description: '到店出示', merchant: '同心书屋', uses, used });

describe('RecordRecvPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new code with its QR and what is left of each benefit; a refresh gives a new one', async () => {
    let n = 0;
    const api = mockApi({
      '/api/vip/writeoff/code': () => ({ t: { writeOffCode: `1234567${(n += 1)}`, expiresAt: '2026-11-24T04:10:00.000Z', cardNo: '8800 **** 0001', cardTitle: '同心志愿卡', benefits: [benefit(1, '图书九折', 3, 1), benefit(2, '免费咖啡', 1, 1)] } }),
      '/api/vip/writeoff/recv': () => ({ t: { list: [{ id: 3, benefit: '免费咖啡', merchant: '同心书屋', cardNo: '8800 **** 0001', member: '我', usedAt: '2026-11-20T04:00:00.000Z' }], total: 1 } }),
    });
    renderMemberPage(<RecordRecvPage />, { route, path: '/app/vipWriteOff/1000/record/recv' });
    expect(await screen.findByText('到合作商户消费时出示核销码，即可享受会员权益')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '出示核销码' }));
    expect(await screen.findByTestId('write-off-code')).toHaveTextContent('12345671');
    expect(screen.getByRole('img', { name: '核销二维码' })).toBeInTheDocument();
    expect(screen.getByText(/10分钟内有效/)).toBeVisible();
    const benefits = within(screen.getByRole('list', { name: '会员权益' }));
    expect(benefits.getByRole('listitem', { name: '图书九折' })).toHaveTextContent('剩余2次');
    expect(benefits.getByRole('listitem', { name: '免费咖啡' })).toHaveTextContent('已用完');
    expect(within(await screen.findByRole('list', { name: '已使用的权益' })).getAllByRole('listitem')[0]).toHaveTextContent('同心书屋 · 卡号 8800 **** 0001');

    await user.click(screen.getByRole('button', { name: '刷新核销码' }));
    await waitFor(() => expect(screen.getByTestId('write-off-code')).toHaveTextContent('12345672'));
    expect(api.calls.filter(([path]) => path === '/api/vip/writeoff/code')).toHaveLength(2);
  });

  it('says why no code can be shown (no card)', async () => {
    mockApi({ '/api/vip/writeoff/code': () => ({ code: 404, msg: '您还没有有效的会员卡，开通后即可使用会员权益' }), '/api/vip/writeoff/recv': () => ({ t: { list: [], total: 0 } }) });
    renderMemberPage(<RecordRecvPage />, { route, path: '/app/vipWriteOff/1000/record/recv' });
    await userEvent.setup().click(await screen.findByRole('button', { name: '出示核销码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您还没有有效的会员卡，开通后即可使用会员权益');
    expect(screen.getByText('还没有使用过会员权益')).toBeVisible();
  });
});
