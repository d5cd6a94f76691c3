import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';

test('a member adds addresses with the region picker and makes one the default', async ({
  page,
  visit,
}) => {
  await signIn(page, visit, '/app/mall/address/list');
  await expect(page.getByText('还没有收货地址')).toBeVisible();

  const addAddress = async (name: string, street: string) => {
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新增收货地址' })).toBeVisible();
    await page.getByLabel('收货人').fill(name);
    await page.getByLabel('手机号').fill('1380013800');
    await page.getByLabel('详细地址').fill(street);
    await page.getByRole('button', { name: '保存' }).click();
    // Nothing is saved while a field is wrong: the phone check and the missing region say so.
    await expect(page.getByRole('alert').filter({ hasText: '手机号码格式不对哦~' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '必填哦' })).toBeVisible();
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.locator('.rv-picker');
    await expect(picker.getByText('北京市').first()).toBeVisible();
    // 确认 does nothing while the province's districts load: wait until they show.
    await expect(picker.getByText('东城区')).toBeVisible();
    await picker.getByRole('button', { name: '确认' }).click();
    await expect(page.getByRole('button', { name: /所在地区 北京市 北京市 东城区/ })).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/app\/mall\/address\/list$/);
  };

  await addAddress('张三', '东长安街 1 号');
  const list = page.getByRole('list', { name: '收货地址列表' });
  const first = list.getByRole('article').filter({ hasText: '东长安街 1 号' });
  // The first address is the default.
  await expect(first.getByText('默认', { exact: true })).toBeVisible();

  await addAddress('李四', '王府井大街 2 号');
  const second = list.getByRole('article').filter({ hasText: '王府井大街 2 号' });
  await expect(second).toContainText('北京市 东城区 王府井大街 2 号');
  await expect(second.getByText('默认', { exact: true })).toHaveCount(0);

  await second.getByRole('button', { name: '设为默认' }).click();
  await expect(second.getByText('默认', { exact: true })).toBeVisible();
  await expect(first.getByText('默认', { exact: true })).toHaveCount(0);
  await expect(first.getByRole('button', { name: '设为默认' })).toBeVisible();
  // The default comes first, and it is kept on the server.
  await page.reload();
  await expect(list.getByRole('article').first()).toContainText('王府井大街 2 号');
  await expect(list.getByText('默认', { exact: true })).toHaveCount(1);
});

test('an address form keeps its draft across a reload', async ({ page, visit }) => {
  await signIn(page, visit, '/app/mall/address/manage');
  await page.getByLabel('收货人').fill('王五');
  await page.getByLabel('详细地址').fill('人民路 3 号');
  await page.reload();
  await expect(page.getByLabel('收货人')).toHaveValue('王五');
  await expect(page.getByLabel('详细地址')).toHaveValue('人民路 3 号');
});
