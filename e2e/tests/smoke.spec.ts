import { a11yViolations, expect, test } from '../support/fixtures';

test('/ sends a visitor of an unknown host to tenant 1000', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
});

test('the community home renders the organisation', async ({ page, visit }) => {
  await visit('/app/index/1000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
});

test('the university home renders with its tabs', async ({ page, visit }) => {
  await visit('/app/university/frame/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心大学招生报名');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/app\/university\/frame\/personal$/);
});

test('an unknown page says so, is accessible and asks for / after 3 s', async ({ page }) => {
  // The page notes by its own clock when the 404 heading appeared and when it left for /: the
  // test process can be slow to look on a loaded machine, the page's timer cannot fire early.
  await page.addInitScript(() => {
    if (location.pathname !== '/app/no/such/page') return;
    new MutationObserver((_, observer) => {
      if (document.querySelector('h1')?.textContent !== '页面不存在') return;
      sessionStorage.setItem('404.shownAt', String(Date.now()));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    addEventListener('beforeunload', () => sessionStorage.setItem('404.leftAt', String(Date.now())));
  });
  // The return to / is answered 204 No Content: the browser stays on the 404 page, so axe reads it
  // whenever it gets to it (the next test follows the return for real).
  let requested = false;
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      requested = true;
      await route.fulfill({ status: 204 });
    },
  );
  await page.goto('/app/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  expect(await a11yViolations(page), 'accessibility of the 404 page').toEqual([]);
  await expect.poll(() => requested, { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  const [shownAt, leftAt] = await page.evaluate(() => [Number(sessionStorage.getItem('404.shownAt')), Number(sessionStorage.getItem('404.leftAt'))]);
  expect(shownAt).toBeGreaterThan(0);
  // The unit test pins the 3000 ms exactly; here the return must not come early.
  expect(leftAt - shownAt).toBeGreaterThanOrEqual(2_900);
});

test('an unknown page returns to the tenant home', async ({ page }) => {
  await page.goto('/app/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/index\/1000$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
});
