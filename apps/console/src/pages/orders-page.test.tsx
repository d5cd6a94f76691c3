import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, meReply, renderConsole, sessionOf } from '../test/render';

const finance = sessionOf(['finance'], 1000, '同心财务');
const paidOrder = {
  orderId: 'TX202611290001',
  title: '高山红茶礼盒',
  businessType: 5,
  status: 11,
  payFen: 36800,
  refundFen: 0,
  refundState: 0,
  refundReason: '',
  contactName: '王同心',
  contactPhone: '13800138000',
  deliveryAddress: '北京市东城区',
  company: '',
  transportNumber: '',
  createdAt: new Date().toISOString(),
  paidAt: new Date().toISOString(),
};

describe('orders', () => {
  it('refunds part of an order in fen, with the reason, and shows it', async () => {
    let refunded = false;
    const server = fakeServer({
      '/console/me': meReply(finance),
      '/console/orders': () => ({ t: { list: [refunded ? { ...paidOrder, refundState: 4, refundFen: 1234 } : paidOrder], total: 1 } }),
      '/console/orders/refund': ({ body }) => {
        refunded = true;
        return { t: { ...paidOrder, refundState: 4, refundFen: Number(body.amountFen), refundReason: String(body.reason) } };
      },
    });
    await renderConsole('/orders', finance);
    const row = await screen.findByRole('row', { name: /TX202611290001/ });
    expect(within(row).getByText('¥368.00')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('退款金额（元）');
    await user.clear(amount);
    await user.type(amount, '12.34');
    await user.click(within(dialog).getByRole('button', { name: '确认退款' }));
    expect(await within(dialog).findByText('请填写退款原因')).toBeVisible();
    await user.type(within(dialog).getByLabelText('退款原因（买家可见）'), '部分缺货');
    await user.click(within(dialog).getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/console/orders/refund')?.body).toMatchObject({ orderId: 'TX202611290001', amountFen: 1234, reason: '部分缺货' }));
    expect(await screen.findByText('已发起退款 ¥12.34')).toBeVisible();
    expect(await screen.findByText('已退款 ¥12.34')).toBeVisible();
  });
});
