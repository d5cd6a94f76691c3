import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

/*
 * Points by the rules the server applies: the rules page says what earns, a shared link earns the
 * share rule (shown when the clipboard is refused), a paid year card earns per yuan on the
 * verified notify, and its refund takes the points back — each a line of 积分明细 with its reason.
 */

test.describe('in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('a member earns by sharing and paying, and a refund takes the paid points back', async ({ page, visit, context }) => {
    // The year card's pay page creates its order itself: the order the sandbox pays is read from that reply.
    let created: Promise<string> = Promise.reject(new Error('no order was created'));
    created.catch(() => undefined);
    await emulateWechatPay(page, 'o-e2e-points', () => created);
    await signIn(page, visit, '/app/account/point');
    const rules = page.getByRole('region', { name: '积分规则' });
    await expect(rules).toContainText('每实付 1 元得 1 积分，支付成功后到账，退款时扣回');
    await expect(rules).toContainText('每天前 5 次，每分享一次，得 2 积分');
    const balance = page.getByTestId('point-balance');
    await expect(balance).toHaveText('0');

    // The clipboard refused (as WeChat often does): the link is shown to copy by hand, nothing earned.
    await visit('/app/act/1000/share/7');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByRole('note', { name: '分享链接' })).toContainText('/app/act/1000/detail/7');
    // Allowed: the copied link is a share, and earns.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.reload();
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('分享成功，积分+2')).toBeVisible();

    // A year card, paid in WeChat: the sandbox gateway sends the server its signed notify.
    await visit('/app/account/vipBuy?id=2');
    await page.getByRole('button', { name: '立即开通' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '会员卡支付' })).toBeVisible();
    created = page
      .waitForResponse((response) => response.url().includes('uri=%2Fh5%2Forder%2Fcreate'))
      .then(async (response) => ((await response.json()) as { t: { orderId: string } }).t.orderId);
    await page.getByRole('button', { name: '确认支付 ¥99' }).click();
    const orderId = await created;
    await expect(page.getByText('支付成功，会员卡已开通')).toBeVisible({ timeout: 20_000 });

    await visit('/app/account/point/detail');
    const rows = page.getByRole('list', { name: '积分明细' }).getByRole('listitem');
    await expect(rows.first()).toContainText('消费得积分：');
    await expect(rows.first()).toContainText('+99');
    await expect(rows.nth(1)).toContainText('分享内容');
    await expect(rows.nth(1)).toContainText('+2');

    // The refund, asked on the order's page; the provider's notify finishes it.
    await visit(`/app/order/detail?orderId=${orderId}&iid=1000`);
    await page.getByRole('button', { name: '申请售后' }).click();
    await page.getByLabel('退款原因').fill('暂时用不上');
    await page.getByRole('button', { name: '提交退款申请' }).click();
    await expect(page.getByRole('region', { name: '退款信息' })).toContainText('退款中');
    expect((await page.request.post('/api/dev/pay/sandbox/refund', { data: { iid: 1000, token: await memberToken(page), orderId } })).ok()).toBe(true);

    await visit('/app/account/point/detail');
    await expect(rows.first()).toContainText('退款扣回积分：');
    await expect(rows.first()).toContainText('-99');
    await visit('/app/account/point');
    await expect(balance).toHaveText('2');
  });
});
