import { USER_AGENTS } from '../../../playwright.config';
import { expect } from '../../../support/fixtures';
import { dismissPopups, storeSession, uniqueMobile } from '../../../support/member-session';
import { lastSmsCode, ownAddress } from '../../../support/university';
import { appTicket, identityTest as test } from './identity-server';

// The password is for the plain browser, where the journey ends: the browser-phone project runs it.
test.skip(({ userAgent }) => userAgent !== USER_AGENTS.mobileBrowser, 'the browser-phone project runs the password journey');

test('a member who came by the app (no password) sets one, then signs in with mobile and password', async ({ page, visit }) => {
  const address = await ownAddress(page);
  await dismissPopups(page);
  const headers = { 'x-forwarded-for': address, 'content-type': 'text/plain;charset=UTF-8' };

  // Set-up through the API: the app's user becomes a member by its backend's ticket, then binds a number.
  const ticket = appTicket(`e2e-rid-pw-${Date.now()}`, '客户端用户');
  const signedIn = await page.request.post('/api/member/identity/ticket', { headers, data: JSON.stringify({ iid: 1000, ticket }) });
  const session = ((await signedIn.json()) as { t: { token: string; userId: number; needsMobile: boolean } }).t;
  expect(session.needsMobile).toBe(true);
  const mobile = uniqueMobile();
  const gateway = async (uri: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ domain: 'localhost', uri, f: '1', iid: '1000', token: session.token, ...params });
    return (await (await page.request.get(`/h5/getjsonp?${query.toString()}`, { headers })).json()) as { t?: unknown };
  };
  expect((await gateway('/v1/users/bindmobile/send/h5', { mobile })).t).toBe(true);
  const verifyCode = await lastSmsCode(page.request, mobile);
  expect((await gateway('/v1/users/mobile/bind/h5', { mobile, verifyCode })).t).toMatchObject({ userId: session.userId, mobile });
  await storeSession(page, { token: session.token, userId: session.userId, iid: 1000 });

  // The member has no password yet: the page sets one (no old password asked).
  await visit('/app/account/personal/password');
  await expect(page.getByRole('heading', { level: 1, name: '设置密码' })).toBeVisible();
  await expect(page.getByLabel('原密码')).toHaveCount(0);
  const password = 'app-member-pw-9';
  await page.getByLabel('新密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/app\/account\/personal$/);

  // Signed out (a plain browser elsewhere), the number signs in with that password (the login
  // page's own checks are member-sign-in.spec.ts's).
  await page.evaluate(() => window.localStorage.removeItem('memberSession'));
  await page.goto('/app/account/login?redirect=%2Fapp%2Faccount%2Fpersonal');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/app\/account\/personal$/);
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('memberSession'))) ?? '{}') as { userId?: number };
  expect(stored.userId).toBe(session.userId);
});
