import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { api, buyThrough, fundedDistributor, IID } from '../../support/distribution';
import { signUpThroughApi } from '../../support/member-session';
import { lastSmsCode, ownAddress } from '../../support/university';

// The console is desktop-first: these journeys run in a desktop browser.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' });

/** The seeded finance member of tenant 1000 signs in through the console's form, with the SMS code of a new device. */
async function signInAsFinance(page: Page, request: APIRequestContext) {
  await page.goto('/console/sign-in');
  await page.getByLabel('手机号').fill('13800001002');
  await page.getByLabel('密码').fill('Tongxin1002');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText(/新设备登录，验证码已发送到/)).toBeVisible();
  await page.getByLabel('短信验证码').fill(await lastSmsCode(request, '13800001002'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
}

test('finance refunds part of a paid order with a reason and approves a withdrawal; a refund above what was paid is refused', async ({ page, request }) => {
  await ownAddress(page);
  const buyer = await signUpThroughApi(request);
  const orderId = await buyThrough(request, buyer, '');
  const { b } = await fundedDistributor(request);
  const withdrawal = await api<{ id: number }>(request, 'POST', '/wallet/withdraw', { iid: IID, token: b.token, amountFen: 1000, method: 'wechat' });

  await signInAsFinance(page, request);
  const menu = page.getByRole('menu', { name: '主菜单' });
  await menu.getByRole('link', { name: '订单' }).click();
  await page.getByLabel('订单号、商品或电话').fill(orderId);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row', { name: new RegExp(orderId) });
  await expect(row).toContainText('¥99.00');
  await row.getByRole('button', { name: '退款' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`退款 · ${orderId}`) });
  await dialog.getByLabel('退款金额（元）').fill('120');
  await dialog.getByLabel('退款原因（买家可见）').fill('年卡部分退费');
  await dialog.getByRole('button', { name: '确认退款' }).click();
  await expect(dialog.getByText('退款金额不能超过实付金额 99.00 元')).toBeVisible();
  await dialog.getByLabel('退款金额（元）').fill('30.5');
  await dialog.getByRole('button', { name: '确认退款' }).click();
  await expect(page.getByText('已发起退款 ¥30.50')).toBeVisible();
  await expect(row).toContainText(/退款中 ¥30.50|已退款 ¥30.50/);

  await menu.getByRole('link', { name: '提现审核' }).click();
  const pending = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(withdrawal.id), exact: true }) });
  await expect(pending).toContainText('审核中');
  await pending.getByRole('button', { name: '通过' }).click();
  const decide = page.getByRole('dialog', { name: /通过提现/ });
  await decide.getByRole('button', { name: /通\s*过/ }).click();
  await expect(decide.getByText('请填写操作原因')).toBeVisible();
  await decide.getByLabel('审核说明').fill('核对无误');
  await decide.getByRole('button', { name: /通\s*过/ }).click();
  await expect(page.getByText('已通过 ¥10.00 的提现')).toBeVisible();
  // It left the queue under review.
  await expect(pending).toHaveCount(0);
});
