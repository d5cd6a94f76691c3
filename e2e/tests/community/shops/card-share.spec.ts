import { expect, test } from '../../../support/fixtures';
import { signUpThroughApi } from '../../../support/member-session';

test('a member makes a business card and shares it; another member opens it and the visit is counted once', async ({ page, context, browser, baseURL, visit }) => {
  const owner = await signUpThroughApi(page.request);
  const visitor = await signUpThroughApi(page.request);
  await context.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), owner);

  await visit('/app/shops/card');
  await expect(page.getByText('你还没有名片')).toBeVisible();
  await page.getByRole('link', { name: '创建我的名片' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '创建名片' })).toBeVisible();
  await page.getByLabel('姓名').fill('周同心');
  await page.getByLabel('职位').fill('项目主管');
  await page.getByLabel('公司').fill('同心公益服务中心');
  await page.getByLabel('电话').fill('13900002222');
  await page.getByRole('button', { name: '保存名片' }).click();

  await expect(page).toHaveURL(/\/app\/shops\/card$/);
  await expect(page.getByRole('article', { name: '周同心的名片' })).toContainText('同心公益服务中心');
  await page.getByRole('link', { name: '分享名片' }).click();
  const stats = page.getByRole('region', { name: '访问统计' }).or(page.getByLabel('访问统计'));
  await expect(stats).toContainText('累计访问0');
  await expect(page.getByRole('img', { name: '名片海报' })).toBeVisible();
  const link = (await page.getByRole('region', { name: '名片链接' }).locator('p').textContent()) ?? '';
  expect(link).toMatch(/\/app\/shops\/card\?code=[a-z2-9]{10}$/);

  // Another member opens the shared link, twice: counted once today, and filed in their card list.
  const other = await browser.newContext({ baseURL, viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
  await other.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), visitor);
  const theirs = await other.newPage();
  for (let i = 0; i < 2; i += 1) {
    await theirs.goto(new URL(link).pathname + new URL(link).search);
    await expect(theirs.getByRole('article', { name: '周同心的名片' })).toContainText('项目主管');
    await expect(theirs.getByRole('link', { name: '已存入名片夹' })).toBeVisible();
  }
  await theirs.goto('/app/shops/card/list');
  await expect(theirs.getByRole('link', { name: /周同心/ })).toBeVisible();
  await other.close();

  await page.goto('/app/shops/card/share');
  await expect(stats).toContainText('累计访问1');
  await expect(stats).toContainText('访客1');
  await expect(page.getByLabel('最近访客')).not.toContainText('还没有人看过你的名片');
});
