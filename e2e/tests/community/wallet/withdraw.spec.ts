import { expect, test } from '../../../support/fixtures';
import { adminCall, api, fundedDistributor, IID, walletOf } from '../../../support/distribution';
import { dismissPopups, signedInContext } from '../../../support/member-session';

test('B withdraws, a reviewer approves, the progress page and the balance say so', async ({ page, visit, request }, testInfo) => {
  const { b } = await fundedDistributor(request);
  const inWechat = testInfo.project.name === 'wechat-phone';
  if (!inWechat) await api(request, 'POST', '/wallet/account/save', { iid: IID, token: b.token, method: 'bank', holder: '李同心', bankName: '招商银行', accountNo: '6222021234567894' });
  await signedInContext(page.context(), b);
  await dismissPopups(page);
  await visit('/app/wallet/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('¥14.85');
  await page.getByRole('textbox', { name: '提现金额' }).fill('20');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '提现金额超出可提现金额' })).toBeVisible();
  await page.getByRole('textbox', { name: '提现金额' }).fill('0.5');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '提现金额小于最低提现金额 ¥1.00' })).toBeVisible();
  await page.getByRole('textbox', { name: '提现金额' }).fill('10');
  if (!inWechat) await expect(page.getByText('微信零钱（请在微信中打开后提现到零钱）')).toBeVisible();
  await page.getByRole('button', { name: '确认提现' }).click();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/wallet\/withdrawProgress\?id=\d+/);
  await expect(page.getByTestId('withdraw-status')).toHaveText('审核中');
  expect(await walletOf(request, b)).toMatchObject({ availableFen: 485, frozenFen: 1000 });

  const id = Number(new URL(page.url()).searchParams.get('id'));
  await adminCall(request, 'POST', `/api/admin/wallet/withdrawals/${id}/approve`, { reason: '核对无误' });
  await page.reload();
  if (inWechat) {
    await expect(page.getByTestId('withdraw-status')).toHaveText('待收款');
    await page.getByRole('button', { name: '确认收款' }).click();
  }
  await expect(page.getByTestId('withdraw-status')).toHaveText('已到账');
  await page.goto('/app/wallet/index');
  await expect(page.getByTestId('wallet-available')).toHaveText('¥4.85');
  await expect(page.getByTestId('wallet-withdrawn')).toHaveText('¥10.00');
});

test('a rejected withdrawal returns the money: the progress page shows the reason', async ({ page, visit, request }) => {
  const { b } = await fundedDistributor(request);
  const w = await api<{ id: number }>(request, 'POST', '/wallet/withdraw', { iid: IID, token: b.token, amountFen: 1485, method: 'wechat' });
  // Twice at once is refused: one open withdrawal at a time.
  const again = await request.post('/api/wallet/withdraw', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ iid: IID, token: b.token, amountFen: 100, method: 'wechat' }) });
  expect(await again.json()).toMatchObject({ code: 4704 });
  await adminCall(request, 'POST', `/api/admin/wallet/withdrawals/${w.id}/reject`, { reason: '收款信息有误' });
  await signedInContext(page.context(), b);
  await dismissPopups(page);
  await visit(`/app/wallet/withdrawProgress?id=${w.id}`);
  await expect(page.getByTestId('withdraw-status')).toHaveText('已驳回');
  await expect(page.getByText('驳回原因：收款信息有误，金额已退回余额')).toBeVisible();
  await page.goto('/app/wallet/index');
  await expect(page.getByTestId('wallet-available')).toHaveText('¥14.85');
});
