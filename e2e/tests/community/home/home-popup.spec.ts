import { expect, test } from '../../../support/fixtures';

test('the home page renders the organisation and its content', async ({ page, visit }) => {
  await visit('/app/index/1000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await expect(
    page.getByRole('navigation', { name: '功能入口' }).getByRole('link', { name: '领券中心' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '热门活动' })).toBeVisible();
  const feed = page.getByRole('region', { name: '最新动态' }).getByRole('listitem');
  await expect(feed.first()).toBeVisible();
  // Infinite scroll: the feed grows past its first page of 5 as the end comes into view.
  await expect(feed).toHaveCount(5);
  await page.getByTestId('infinite-list-end').scrollIntoViewIfNeeded();
  await expect.poll(async () => feed.count(), { timeout: 10_000 }).toBeGreaterThan(5);
});

test('a popup shows once and never again after closing', async ({ page, visit }) => {
  await visit('/app/index/1000');
  const coupons = page.getByRole('dialog', { name: '新人专享券包' });
  await expect(coupons).toBeVisible();
  await expect(coupons.getByText('满100减10元券')).toBeVisible();
  await expect(coupons.getByText('无门槛').first()).toBeVisible();
  await coupons.getByRole('button', { name: '关闭' }).click();
  await expect(coupons).toBeHidden();

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
  // At most one popup: the next one in line, never the one already closed.
  const notice = page.getByRole('dialog', { name: '服务时长证明上线' });
  await expect(notice).toBeVisible();
  await expect(coupons).toHaveCount(0);
  await notice.getByRole('button', { name: '关闭' }).click();

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: '推荐' })).toBeVisible();
  await expect(coupons).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('popupShown'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ seen: ['guest:1:5', 'guest:2:1'] });
});
