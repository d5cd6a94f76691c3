import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, signIn, signUpThroughApi } from '../../../support/member-session';

test('a member without a role opens statistics and is refused', async ({ page, visit }) => {
  await signIn(page, visit, '/app/statis/weekact');
  await expect(page.getByRole('alert', { name: '无权查看' })).toContainText('仅机构管理员和领队可以查看统计数据');
  await expect(page.getByRole('img', { name: /每周活动场次/ })).toHaveCount(0);
});

test('the tenant admin sees the figures drawn as charts', async ({ page, visit }) => {
  await signIn(page, visit, '/app/statis/weekact', DEMO_MEMBER);
  await expect(page.getByRole('img', { name: /^每周活动场次：/ })).toBeVisible();
  await page.getByRole('link', { name: '交易' }).click();
  await expect(page).toHaveURL(/\/app\/statis\/adtrade$/);
  await expect(page.getByRole('heading', { level: 1, name: '交易统计（近30天）' })).toBeVisible();
  await page.getByRole('link', { name: '参与人员' }).click();
  await expect(page.getByRole('img', { name: /^性别分布：/ })).toBeVisible();
});

test('a new member signs up, and the tenant admin sees the code among the SMS sent for the organisation', async ({ page, visit }) => {
  await signUpThroughApi(page.request);
  await signIn(page, visit, '/app/statis/sms', DEMO_MEMBER);
  await expect(page.getByRole('img', { name: /^每日发送成功条数：/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '按类型' }).getByRole('row', { name: /^验证码·注册/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '最近发送' }).getByRole('listitem').first()).toContainText(/1\d\d\*{4}\d{4}/);
  await expect(page.getByRole('link', { name: '短信' })).toHaveAttribute('aria-current', 'page');
});
