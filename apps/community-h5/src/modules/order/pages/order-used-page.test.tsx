import { screen } from '@testing-library/react';
import { formatDate } from '@tongxin/ui';
import type * as Ui from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as UsedPage } from './order-used-page';

vi.mock('@tongxin/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
}));

const usedReply = (usedAt: string | null) => ({
  orderId: 'TX9',
  title: '便民理发券',
  num: 2,
  useCode: '123456789012',
  usedAt,
  paidAt: '2026-11-20T02:00:00Z',
});

function open(route: '/app/order/used' | '/app/order/cer', usedAt: string | null) {
  mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/h5/order/used/checkByUserId'
        ? { t: usedReply(usedAt) }
        : { code: 404, msg: 'no' },
  });
  return renderMemberPage(<UsedPage />, { route, path: `${route}?orderId=TX9&iid=1000` });
}

describe('the verification code and its certificate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows an unused order’s code as a QR code to show at the counter', async () => {
    open('/app/order/used', null);
    expect(await screen.findByRole('img', { name: '核销二维码' })).toBeInTheDocument();
    expect(screen.getByText('1234 5678 9012')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看核销凭证' })).not.toBeInTheDocument();
  });

  it('once used, says when and leads to the certificate, a picture to save with what, when and the order', async () => {
    open('/app/order/used', '2026-11-21T04:30:00Z');
    expect(await screen.findByRole('link', { name: '查看核销凭证' })).toHaveAttribute(
      'href',
      '/app/order/cer?orderId=TX9&iid=1000',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `已核销核销时间 ${formatDate('2026-11-21T04:30:00Z', 3)}`,
    );
    expect(screen.queryByRole('img', { name: '核销二维码' })).not.toBeInTheDocument();
  });

  it('the certificate of a used order is a picture to long-press and save', async () => {
    open('/app/order/cer', '2026-11-21T04:30:00Z');
    const picture = await screen.findByRole('figure', { name: '核销凭证图片' });
    expect(picture).toHaveTextContent(
      `便民理发券 ×2，${formatDate('2026-11-21T04:30:00Z', 3)} 已核销。订单号 TX9`,
    );
    expect(picture).toHaveTextContent('长按图片保存凭证');
    expect(screen.getByTestId('poster-link')).toHaveTextContent(
      '/app/order/detail?orderId=TX9&iid=1000',
    );
    expect(screen.getByRole('heading', { level: 1, name: '核销凭证' })).toBeInTheDocument();
  });

  it('before it is used, the certificate page leads to the code', async () => {
    open('/app/order/cer', null);
    expect(await screen.findByText('订单尚未核销，核销后可在此查看凭证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看核销码' })).toHaveAttribute(
      'href',
      '/app/order/used?orderId=TX9&iid=1000',
    );
    expect(screen.queryByRole('figure', { name: '核销凭证图片' })).not.toBeInTheDocument();
  });
});
