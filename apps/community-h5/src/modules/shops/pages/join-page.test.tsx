import { screen } from '@testing-library/react';
import { shops } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { applicationOf } from '../test-fixtures';
import { Component as JoinPage } from './join-page';

const ROUTE = { route: '/app/shops/join', path: '/app/shops/join' };
const S = shops.SHOP_STATUS;
const open = (application: ReturnType<typeof applicationOf> | null) => {
  mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application } }) });
  return renderMemberPage(<JoinPage />, ROUTE);
};
const step = () => screen.getByRole('list', { name: '入驻步骤' }).querySelector('[aria-current="step"]')?.textContent;

describe('JoinPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what joining costs and gives, and starts the application', async () => {
    open(null);
    expect(await screen.findByRole('region', { name: '入驻说明' })).toHaveTextContent('入驻费 ¥99.00，支付后由组织审核');
    expect(step()).toBe('1. 商家信息');
    expect(screen.getByRole('link', { name: '立即入驻' })).toHaveAttribute('href', '/app/shops/join/step1');
  });

  it('follows the application: paid and under review, rejected with its reason, approved', async () => {
    const first = open(applicationOf(S.reviewing));
    expect(await screen.findByText('入驻费已支付，组织正在审核，请耐心等待。')).toBeVisible();
    expect(step()).toBe('4. 等待审核');
    expect(screen.queryByRole('link', { name: /入驻/ })).toBeNull();
    first.unmount();
    const second = open(applicationOf(S.rejected, { rejectReason: '照片不清晰' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('未通过原因：照片不清晰。修改后可重新提交。');
    expect(screen.getByRole('link', { name: '继续填写入驻信息' })).toBeVisible();
    second.unmount();
    open(applicationOf(S.approved));
    expect(await screen.findByRole('link', { name: '查看我的店铺' })).toHaveAttribute('href', '/app/shops/detail?id=6');
    expect(screen.getByText('已入驻')).toBeVisible();
  });

  it('sends a member with an unpaid order to their orders', async () => {
    open(applicationOf(S.paying));
    expect(await screen.findByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/app/order/1000');
    expect(step()).toBe('3. 支付入驻费');
  });
});
