import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { adminCall } from '../../../support/distribution';
import { signedInContext, signIn, signUpThroughApi, uniqueMobile } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

const OPENID = 'o-e2e-stay-package';

test.describe('a stay package in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('buys a package, pays at the cashier (sandbox notify), finds it in 我的套餐 with its use code; the place writes it off once and it reads used', async ({ page, visit, browser, baseURL }) => {
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
    await expect(bought.getByLabel('使用方式')).toContainText(/核销码 \d{12}/);
    const code = (await bought.locator('.stay-code').textContent()) ?? '';

    // The place's front desk (named by the organisation through the admin API) writes it off by the code.
    const mobile = uniqueMobile();
    const staff = await signUpThroughApi(page.request, mobile);
    await adminCall(page.request, 'POST', '/api/admin/stay/staff', { iid: 1000, placeId: 4, mobile });
    const desk = await browser.newContext({ viewport: { width: 375, height: 667 }, baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await signedInContext(desk, staff);
    const counter = await desk.newPage();
    await counter.goto('/app/reserve/list');
    await counter.getByRole('link', { name: '到店核销' }).click();
    await counter.getByRole('textbox', { name: '核销码' }).fill(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    await counter.getByRole('button', { name: '查询' }).click();
    const found = counter.getByRole('region', { name: '套餐信息' });
    await expect(found).toContainText(name);
    await expect(found).toContainText('购买人 周** 139****0104');
    await counter.getByRole('button', { name: '确认核销' }).click();
    await counter.getByRole('button', { name: '确认', exact: true }).click();
    await expect(counter.getByRole('status')).toContainText('核销成功');
    await expect(counter.getByRole('button', { name: '已使用' })).toBeDisabled();
    await desk.close();

    // The member's 我的套餐 reads it used.
    await page.reload();
    await expect(page.getByRole('article', { name: `${name} 已使用` })).toContainText(/已于\d{4}-\d{2}-\d{2}核销使用/);
  });
});
