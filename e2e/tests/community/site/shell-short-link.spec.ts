import { expect, test } from '../../../support/fixtures';

test('a short link redirects to its address', async ({ page }) => {
  await page.goto('/s/home');
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
});

test('an unknown short code alerts its message, then goes home', async ({ page }) => {
  const message = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await page.goto('/s/no-such-code');
  expect(await message).toBe('短链接不存在或已失效');
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
});

test('a short link to a host not on the list is not followed: home after the alert', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const message = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await page.goto('/s/phish');
  expect(await message).toBe('该链接不在允许访问的范围内');
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('evil.example.com'))).toEqual([]);
});
