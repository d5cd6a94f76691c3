import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, signIn } from '../../../support/member-session';

test('a member views an order with its logistics', async ({ page, visit }) => {
  await signIn(page, visit, '/app/order/1000', DEMO_MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  const orders = page.getByRole('list', { name: '订单列表' }).getByRole('listitem');
  await expect(orders).toHaveCount(5);
  await expect(orders.filter({ hasText: '城市公园植树志愿活动报名' })).toContainText(
    '等待买家付款',
  );
  await expect(orders.filter({ hasText: '周末骑行俱乐部季度会费' })).toContainText('已取消');
  await expect(orders.filter({ hasText: '社区读书会' })).toContainText('已失效');

  await page.getByRole('tab', { name: '已支付' }).click();
  await expect(orders).toHaveCount(2);
  await orders.filter({ hasText: '高山红茶礼盒（两罐装）' }).getByRole('link', { name: /^订单号/ }).click();

  await expect(page).toHaveURL(/\/app\/order\/detail\?orderId=TX202400000003/);
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByRole('region', { name: '订单状态' })).toContainText('已支付');
  const goods = page.getByRole('region', { name: '商品信息' });
  await expect(goods).toContainText('高山红茶礼盒（两罐装）');
  await expect(goods).toContainText('商品');
  await expect(goods).toContainText('¥368.00');
  const logistics = page.getByRole('region', { name: '物流信息' });
  await expect(logistics).toContainText('顺丰速运');
  await expect(logistics).toContainText('SF1234567890123');
  await expect(
    logistics.getByRole('list', { name: '物流轨迹' }).getByRole('listitem').first(),
  ).toContainText('已签收');
  await expect(page.getByRole('region', { name: '订单信息' })).toContainText('TX202400000003');
});

test('an order of another member is not shown', async ({ page, visit }) => {
  await signIn(page, visit, '/app/order/detail?orderId=TX202400000003');
  await expect(page.getByText('订单不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});
