import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { lastSmsCode, ownAddress, uniqueAddress } from './university';

/** A mobile number no other test uses: tests share one server, so each signs up its own member. */
export function uniqueMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The demo member of tenant 1000 (apps/server/src/modules/member/seed.ts). */
export const DEMO_MEMBER = { mobile: '13800138000', password: 'tongxin2024' };

/** The site's promotional popup may open on any page of a fresh browser: close it whenever it does. */
export async function dismissPopups(page: Page): Promise<void> {
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: '关闭' }) });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: '关闭' }).first().click();
  });
}

/**
 * Signs in through the login page, which returns to `redirect`. A new number signs up as a
 * member would: the server says it is new, the page asks for the SMS code (read back from the
 * dev SMS provider). Each test comes from an address of its own (the server's per-address limits).
 * `visit` runs the page checks (accessibility, zoom) on the login page.
 */
export async function signIn(
  page: Page,
  visit: (path: string) => Promise<void>,
  redirect: string,
  member: { mobile: string; password: string } | null = null,
): Promise<void> {
  await ownAddress(page);
  await dismissPopups(page);
  const who = member ?? { mobile: uniqueMobile(), password: 'member-pass-1' };
  await visit(`/app/account/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('手机号').fill(who.mobile);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  if (!member) {
    await expect(page.getByLabel('验证码')).toBeVisible();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
    await page.getByLabel('验证码').fill(await lastSmsCode(page.request, who.mobile));
    await page.getByRole('button', { name: '注册并登录' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/** Signs a new member up through the API as the login page does (member.sendCode, then member.register by POST), for specs whose subject is not signing in. */
export async function signUpThroughApi(
  request: APIRequestContext,
): Promise<{ token: string; userId: number; iid: number }> {
  const mobile = uniqueMobile();
  const headers = {
    'x-forwarded-for': uniqueAddress(),
    'content-type': 'text/plain;charset=UTF-8',
  };
  const sent = await request.post('/api/member/code', {
    headers,
    data: JSON.stringify({ iid: 1000, mobile }),
  });
  expect(sent.ok()).toBe(true);
  const verifyCode = await lastSmsCode(request, mobile);
  const reply = await request.post('/api/member/register', {
    headers,
    data: JSON.stringify({ iid: 1000, verifyCode, loginName: mobile, password: 'secret123' }),
  });
  const body = (await reply.json()) as { t?: { token: string; userId: number } };
  if (!body.t) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { token: body.t.token, userId: body.t.userId, iid: 1000 };
}

/** The signed-in member's token, as the app stored it. */
export async function memberToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('memberSession'));
  const session = JSON.parse(stored ?? 'null') as { token?: string } | null;
  if (!session?.token) throw new Error('no member session in storage');
  return session.token;
}
