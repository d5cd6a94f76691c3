import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** A mobile number no other test uses: tests share one server, so each signs up its own member. */
export function uniqueMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The demo member of tenant 1000 (apps/server/src/modules/member/seed.ts). */
export const DEMO_MEMBER = { mobile: '13800138000', password: 'tongxin2024' };

/** The site's promotional popup may open on any page of a fresh browser: close it whenever it does. */
export async function dismissPopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '关闭' }) });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: '关闭' }).first().click();
  });
}

/**
 * Signs in through the login page (a new number signs up), which returns to `redirect`.
 * `visit` runs the page checks (accessibility, zoom) on the login page.
 */
export async function signIn(
  page: Page,
  visit: (path: string) => Promise<void>,
  redirect: string,
  member = { mobile: uniqueMobile(), password: 'member-pass-1' },
): Promise<void> {
  await dismissPopups(page);
  await visit(`/app/account/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('手机号').fill(member.mobile);
  await page.getByLabel('密码').fill(member.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/** The signed-in member's token, as the app stored it. */
export async function memberToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('memberSession'));
  const session = JSON.parse(stored ?? 'null') as { token?: string } | null;
  if (!session?.token) throw new Error('no member session in storage');
  return session.token;
}
