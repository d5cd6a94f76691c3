import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { idNumber } from '../../../support/id-number';
import { memberToken, signIn, uniqueMobile } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

const OPENID = 'o-e2e-game-rider';

test.describe('a paid game in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('pays the ride’s entry fee through the order kernel; the entry is enrolled only after the verified payment', async ({ page, visit }) => {
    await emulateWechatPay(page, OPENID);

    await signIn(page, visit, '/app/game/1000/detail/4');
    // The entry itself (the enrol page's form is game.spec's journey) through the API.
    const enrolled = await page.request.post('/api/game/enroll', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ iid: 1000, token: await memberToken(page), gameId: 4, groupId: 42, name: '钱骑行', idNo: idNumber(`33010619910101${String(Date.now()).slice(-3)}`), mobile: uniqueMobile(), form: '{"1":"钱家人 13900002222","2":"L"}', agree: true }),
    });
    expect(await enrolled.json()).toMatchObject({ t: { status: 1 } });

    await page.reload();
    const mine = page.getByRole('region', { name: '我的报名' });
    await expect(mine).toContainText('待支付');
    await mine.getByRole('link', { name: /^去支付报名费/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: '赛事报名支付' })).toBeVisible();
    await expect(page.getByRole('region', { name: '报名信息' })).toContainText('钱骑行 · 休闲组');
    await expect(page.getByLabel('实付金额')).toHaveText('¥199.00');
    await page.getByRole('button', { name: '提交订单' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '收银台' })).toBeVisible();
    await page.getByRole('button', { name: '微信支付 ¥199.00' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/app/game/1000/detail/4');
    await expect(page.getByRole('region', { name: '我的报名' })).toContainText('报名成功');
    await expect(page.getByRole('region', { name: '我的报名' }).getByRole('link', { name: /^去支付报名费/ })).toHaveCount(0);
  });
});
