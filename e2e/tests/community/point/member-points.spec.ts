import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';

test('a member signs in for points once a day: the balance changes once', async ({
  page,
  visit,
}) => {
  await signIn(page, visit, '/app/account/point');
  await expect(page.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
  const balance = page.getByTestId('point-balance');
  await expect(balance).toHaveText('0');
  await expect(page.getByText('每日签到', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '签到' }).click();
  await expect(page.getByText('签到成功，积分+5')).toBeVisible();
  await expect(balance).toHaveText('5');
  const done = page.getByRole('button', { name: '今日已签到' });
  await expect(done).toBeDisabled();
  await expect(page.getByText('已连续签到 1 天')).toBeVisible();

  // A reload (or a second tab) cannot sign in again today: the balance stays.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(balance).toHaveText('5');
  await expect(done).toBeDisabled();
  const again = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('memberSession') ?? '{}') as { token: string };
    const reply = await fetch('/api/coin/sign', {
      method: 'POST',
      body: JSON.stringify({ iid: 1000, token: session.token }),
    });
    return (await reply.json()) as { code?: number; msg?: string };
  });
  expect(again).toEqual({ code: 409, msg: '今天已经签到过了' });
  await page.reload();
  await expect(balance).toHaveText('5');

  await page.getByRole('link', { name: '积分明细 ›' }).click();
  await expect(page).toHaveURL(/\/app\/account\/point\/detail$/);
  const rows = page.getByRole('list', { name: '积分明细' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('每日签到');
  await expect(rows.first()).toContainText('+5');
});

test('the points page sends a signed-out visitor to sign in and back', async ({ page, visit }) => {
  await visit('/app/account/point');
  await expect(page).toHaveURL(/\/app\/account\/login\?redirect=%2Fapp%2Faccount%2Fpoint$/);
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await page.getByLabel('手机号').fill('1390000');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的手机号码' })).toBeVisible();
});
