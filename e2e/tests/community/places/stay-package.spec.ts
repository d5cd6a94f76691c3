import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

const OPENID = 'o-e2e-stay-package';

test.describe('a stay package in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('buys a package, pays at the cashier (sandbox notify) and finds it in 我的套餐 with its use code', async ({ page, visit }) => {
    await emulateWechatPay(page, OPENID);

    await signIn(page, visit, '/app/campsite/1000/package/104');
    const title = page.getByRole('heading', { level: 2 }).first();
    await expect(title).toBeVisible();
    const name = (await title.textContent()) ?? '';
    await page.getByLabel('联系人').fill('周套餐');
    await page.getByLabel('手机号').fill('13912340104');
    await page.getByRole('button', { name: '立即购买' }).click();

    await expect(page).toHaveURL(/\/app\/pay\/order\?orderId=/);
    await page.getByRole('button', { name: /^微信支付 ¥/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });

    await visit('/app/account/personal');
    await page.getByRole('link', { name: '我的套餐' }).click();
    const bought = page.getByRole('article', { name: `${name} 待使用` });
    await expect(bought).toBeVisible();
    await expect(bought).toContainText('有效期');
    await expect(bought.getByLabel('使用方式')).toContainText(/核销码 \S{4,}/);
  });
});
