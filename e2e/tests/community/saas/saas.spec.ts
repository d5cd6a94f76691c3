import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, signIn } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

test.use({ userAgent: USER_AGENTS.wechat });

test('the organisation’s admin buys the paid plan in WeChat and gets a poster of its page', async ({ page, visit }) => {
  await emulateWechatPay(page, 'o-e2e-saas-admin');
  // The demo member is tenant 1000's admin (statis roles): only an admin may buy for the organisation.
  await signIn(page, visit, '/app/pay/saas', DEMO_MEMBER);
  const plan = page.getByRole('region', { name: '同心专业版' });
  await expect(plan).toContainText('同心专业版 · ¥1999.00/365天');
  await plan.getByRole('button', { name: /^(立即开通|续费)$/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: '收银台' })).toBeVisible();
  await page.getByRole('button', { name: '微信支付 ¥1999.00' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/app/pay/saas');
  await expect(page.getByRole('region', { name: '当前套餐' })).toContainText(/当前：同心专业版，有效期至 \d{4}-\d{2}-\d{2}/);
  await page.getByRole('link', { name: '生成机构主页海报' }).click();
  await expect(page).toHaveURL(/\/app\/pay\/saasposter$/);
  // The poster is drawn on the device (the shared Poster: name, plan, the QR code of the home page).
  await expect(page.getByRole('img', { name: /主页海报$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('saas-link')).toHaveText(/\/app\/index\/1000$/);
});
