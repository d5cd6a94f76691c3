import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, signIn } from '../../../support/member-session';

test('a member edits the profile with the input rules', async ({ page, visit }) => {
  await signIn(page, visit, '/app/account/personal');
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  await page
    .getByRole('navigation', { name: '我的服务' })
    .getByRole('link', { name: '设置' })
    .click();
  await expect(page.getByText('未填写').first()).toBeVisible();
  await page.getByRole('button', { name: '编辑资料' }).click();

  await page.getByLabel('姓名').fill('Li');
  await page.getByLabel('邮箱').fill('li@');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '中文姓名格式不对哦~' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '邮箱格式格式不对哦~' })).toBeVisible();

  await page.getByLabel('姓名').fill('张三丰');
  await page.getByLabel('邮箱').fill('zhang@tongxin.local');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/app\/account\/personal\/info$/);
  const rows = page.getByRole('definition');
  await expect(rows.filter({ hasText: '张三丰' })).toBeVisible();
  await expect(rows.filter({ hasText: 'zhang@tongxin.local' })).toBeVisible();
});

test('the demo member sees the vip card, collections and the service desk', async ({
  page,
  visit,
}) => {
  await signIn(page, visit, '/app/account/vip', DEMO_MEMBER);
  const card = page.getByRole('article', { name: '志愿者特权卡·年卡' });
  await expect(card).toContainText('No. TX1000000001');
  await expect(card).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
  await page.getByRole('link', { name: /志愿者特权卡·月卡/ }).click();
  await expect(page).toHaveURL(/\/app\/account\/vipBuy\?id=1$/);
  await expect(page.getByText('¥9.9')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即开通' })).toBeEnabled();

  await visit('/app/collection/list');
  const items = page.getByRole('list', { name: '我的收藏' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('城市公园植树志愿活动');
  await expect(items.first()).toContainText('活动');

  await visit('/app/account/contact');
  await expect(page.getByRole('link', { name: '400-800-1000' })).toHaveAttribute(
    'href',
    'tel:4008001000',
  );
});
