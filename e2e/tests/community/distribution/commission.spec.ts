import { expect, test } from '../../../support/fixtures';
import { buyThrough, distributorUnder, IID, myKey, SETTLE_SECONDS, shortenSettlement, topDistributor, walletOf } from '../../../support/distribution';
import { dismissPopups, signedInContext, signUpThroughApi } from '../../../support/member-session';

test('C buys through B\'s shared link: B and A see pending commission, available after the window', async ({ page, visit, request }) => {
  await shortenSettlement(request);
  const a = await topDistributor(request);
  const b = await distributorUnder(request, a);
  await signedInContext(page.context(), b);
  await dismissPopups(page);
  // B's share page gives a product link carrying B's key.
  await visit('/app/dis/share');
  const key = await myKey(request, b);
  await expect(page.getByTestId('dis-key')).toHaveText(key);
  await expect(page.getByTestId('dis-bind-link')).toContainText(`multiDisKey=${key}`);

  await buyThrough(request, await signUpThroughApi(request), key);
  await page.goto('/app/wallet/index');
  await expect(page.getByTestId('wallet-pending')).toHaveText('¥14.85');
  await expect(page.getByTestId('wallet-available')).toHaveText('¥0.00');
  expect(await walletOf(request, a)).toMatchObject({ pendingFen: 495, availableFen: 0 });

  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('wallet-available')).toHaveText('¥14.85', { timeout: 2000 });
  }).toPass({ timeout: (SETTLE_SECONDS + 15) * 1000 });
  await expect(page.getByTestId('wallet-pending')).toHaveText('¥0.00');
  await expect.poll(async () => (await walletOf(request, a)).availableFen).toBe(495);

  await page.getByRole('link', { name: '收益明细' }).click();
  const row = page.getByRole('list', { name: '收益明细' }).getByRole('listitem').first();
  await expect(row).toContainText('已结算');
  await row.getByRole('link').click();
  await expect(page.getByTestId('income-status')).toHaveText('已结算');
  await expect(page.getByText('15.00%（一级）')).toBeVisible();
  expect(IID).toBe(1000);
});
