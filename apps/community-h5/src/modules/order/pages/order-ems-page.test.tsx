import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as EmsPage } from './order-ems-page';

const parcel = (transportNumber: string, traces: { time: string; text: string }[]) => ({
  company: '顺丰速运',
  transportNumber,
  traces,
});

function open(reply: ReturnType<typeof parcel>) {
  mockApi({ '/api/h5/order/logistics': () => ({ t: reply }) });
  renderMemberPage(<EmsPage />, {
    route: '/app/order/ems',
    path: '/app/order/ems?orderId=TX1&iid=1000',
  });
}

describe('the parcel’s journey', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the carrier, the number and the traces newest first', async () => {
    open(
      parcel('SF1234567890123', [
        { time: '2026-11-22T02:00:00Z', text: '【深圳市】已签收' },
        { time: '2026-11-21T08:00:00Z', text: '【深圳市】派送中' },
      ]),
    );
    const region = await screen.findByRole('region', { name: '物流信息' });
    expect(region).toHaveTextContent('顺丰速运 SF1234567890123');
    expect(
      within(within(region).getByRole('list', { name: '物流轨迹' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['【深圳市】已签收', '【深圳市】派送中']);
  });

  it('says when nothing is known of the parcel yet', async () => {
    open(parcel('SF1234567890123', []));
    expect(await screen.findByText('暂无物流信息')).toBeInTheDocument();
  });

  it('says an order not yet shipped has no parcel', async () => {
    open(parcel('', []));
    expect(await screen.findByText('订单尚未发货')).toBeInTheDocument();
  });
});
