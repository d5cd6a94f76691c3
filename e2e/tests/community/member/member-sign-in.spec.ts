import type { Request } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import { lastSmsCode, ownAddress } from '../../../support/university';
import { dismissPopups, uniqueMobile } from '../../../support/member-session';

test('a new number signs up with its SMS code, by POST, then signs in with its password', async ({
  page,
  visit,
}) => {
  await ownAddress(page);
  await dismissPopups(page);
  const mobile = uniqueMobile();
  const password = 'pass-in-no-url-7';
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await visit('/app/account/login?redirect=%2Fapp%2Faccount%2Fpoint');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  // New to the tenant: the server says so and the page asks for the code.
  await expect(
    page.getByText('该手机号尚未注册：获取短信验证码，即以此密码注册并登录。'),
  ).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
  const code = await lastSmsCode(page.request, mobile);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('验证码').fill(wrong);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByText('验证码错误或已过期')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/account\/login\?/);

  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/app\/account\/point$/);

  // The community's own code call and sign-up, both POSTs; the password is in no URL.
  const sendCode = requests.filter((r) => new URL(r.url()).pathname === '/api/member/code');
  expect(sendCode.map((r) => r.method())).toEqual(['POST']);
  expect(JSON.parse(sendCode[0]?.postData() ?? '{}')).toEqual({ iid: 1000, mobile });
  const register = requests.filter((r) => new URL(r.url()).pathname === '/api/member/register');
  expect(register.map((r) => r.method())).toEqual(['POST', 'POST']);
  expect(JSON.parse(register[1]?.postData() ?? '{}')).toMatchObject({
    iid: 1000,
    loginName: mobile,
    password,
    verifyCode: code,
  });
  expect(
    requests.filter((r) => r.url().includes(password) || r.url().includes('/api/university/')),
  ).toEqual([]);

  // Signed out (another browser, say), the number now signs in with its password alone.
  await page.evaluate(() => window.localStorage.removeItem('memberSession'));
  await visit('/app/account/login?redirect=%2Fapp%2Faccount%2Fpersonal');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/app\/account\/personal$/);
  await expect(page.getByLabel('验证码')).toHaveCount(0);
});
