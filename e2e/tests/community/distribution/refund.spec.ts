import { expect, test } from '../../../support/fixtures';
import { api, buyThrough, distributorUnder, IID, myKey, shortenSettlement, topDistributor, walletOf } from '../../../support/distribution';
import { dismissPopups, signedInContext, signUpThroughApi } from '../../../support/member-session';

test('a refunded order reverses its commission: the income row says so and the balance is back to zero', async ({ page, visit, request }) => {
  await shortenSettlement(request);
  const a = await topDistributor(request);
  const b = await distributorUnder(request, a);
  const c = await signUpThroughApi(request);
  const orderId = await buyThrough(request, c, await myKey(request, b));
  expect((await walletOf(request, b)).pendingFen).toBe(1485);
  await api(request, 'POST', '/order/refund', { iid: IID, token: c.token, orderId, reason: '不想要了', amountFen: 9900 });
  const refunded = await request.post('/api/dev/pay/sandbox/refund', { data: { iid: IID, token: c.token, orderId } });
  expect(((await refunded.json()) as { t?: { message?: string } }).t?.message).toBe('refunded');

  await signedInContext(page.context(), b);
  await dismissPopups(page);
  await visit('/app/wallet/incomeList');
  const row = page.getByRole('list', { name: '收益明细' }).getByRole('listitem').first();
  await expect(row).toContainText('已失效');
  await row.getByRole('link').click();
  await expect(page.getByText('订单退款，佣金扣回')).toBeVisible();
  expect(await walletOf(request, b)).toMatchObject({ pendingFen: 0, availableFen: 0 });
  expect(await walletOf(request, a)).toMatchObject({ pendingFen: 0, availableFen: 0 });
});
