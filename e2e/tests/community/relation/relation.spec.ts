import { expect, test } from '../../../support/fixtures';
import { signUpThroughApi } from '../../../support/member-session';

/** A national ID that passes spec §5 (Beijing, born 1990-03-07) and the same with a wrong check character. */
const GOOD_ID = '110105199003071239';
const BAD_ID = '110105199003071230';

test.beforeAll(() => {
  // The good ID's check character, computed as the validators do, so the two above stay honest.
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, i) => n + w * Number(GOOD_ID[i]), 0);
  expect('10X98765432'[sum % 11]).toBe(GOOD_ID[17]);
});

test('a member verifies their identity: a wrong checksum is refused and nothing stored, then the right number is kept', async ({ page, context, visit }) => {
  const me = await signUpThroughApi(page.request);
  await context.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), me);

  await visit('/app/relation/auth');
  await expect(page.getByText('状态：未认证')).toBeVisible();
  await page.getByLabel('真实姓名').fill('王同心');
  await page.getByLabel('身份证号').fill(BAD_ID);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '身份证号码校验位不对，请核对后重新输入' })).toBeVisible();

  // Nothing was stored: the member is still unverified.
  await expect(page.getByText('状态：未认证')).toBeVisible();
  const mine = await page.request.get(`/api/relation/mine?iid=1000&token=${me.token}`);
  expect(((await mine.json()) as { t: { auth: { status: number } } }).t.auth.status).toBe(0);

  await page.getByLabel('身份证号').fill(GOOD_ID);
  await page.getByRole('button', { name: '提交认证' }).click();
  const verified = page.getByRole('region', { name: '认证信息' });
  await expect(verified).toContainText('已认证');
  // The owner sees the whole number.
  await expect(verified).toContainText(GOOD_ID);
});

test('a member gives another member an impression, once', async ({ page, context }) => {
  const me = await signUpThroughApi(page.request);
  const other = await signUpThroughApi(page.request);
  await context.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), me);
  await page.goto(`/app/relation/addimpress?id=${other.userId}`);
  await page.getByRole('button', { name: '靠谱' }).click();
  await expect(page.getByLabel('我的印象')).toHaveValue('靠谱');
  await page.getByRole('button', { name: '提交印象' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/relation/impress\\?id=${other.userId}$`));
  await expect(page.getByRole('list', { name: '印象标签' })).toContainText('靠谱 1');

  // One per visitor: the page says so instead of the form.
  await page.goto(`/app/relation/addimpress?id=${other.userId}`);
  await expect(page.getByText('你已经给TA添加过印象了')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交印象' })).toHaveCount(0);
});
