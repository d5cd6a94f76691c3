import { randomInt } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
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
 * Signs a member in and opens `redirect` (through `visit`, which checks the page). A new member
 * (no `member`) is signed up through the API as the login page does (code, then register); a
 * given one logs in through the API with the password. The session is stored where the app keeps
 * it, so journeys whose subject is not signing in stay short: the login page's own journeys are
 * tests/community/account/member-sign-in.spec.ts. Each test comes from an address of its own
 * (the server's per-address limits).
 */
export async function signIn(
  page: Page,
  visit: (path: string) => Promise<void>,
  redirect: string,
  member: { mobile: string; password: string } | null = null,
): Promise<void> {
  await ownAddress(page);
  await dismissPopups(page);
  const session = member ? await logInThroughApi(page.request, member) : await signUpThroughApi(page.request);
  await storeSession(page, session);
  await visit(redirect);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/**
 * Stores a member session where the app keeps it, before the first page of the test opens (once
 * per tab: a sign-out later in the test stays signed out).
 */
export async function storeSession(page: Page, session: { token: string; userId: number; iid: number }): Promise<void> {
  await page.addInitScript((s) => {
    try {
      if (window.sessionStorage.getItem('e2e.sessionStored')) return;
      window.localStorage.setItem('memberSession', JSON.stringify(s));
      window.sessionStorage.setItem('e2e.sessionStored', '1');
    } catch {
      // A frame without storage of its own (about:blank): nothing to store.
    }
  }, session);
}

/**
 * Logs a registered member in through the API with spec §7's /v1/registerV2/loginByMobile (the
 * gateway form of the login page's member.login: one implementation on the server).
 */
export async function logInThroughApi(
  request: APIRequestContext,
  member: { mobile: string; password: string },
): Promise<{ token: string; userId: number; iid: number }> {
  const query = new URLSearchParams({ domain: 'localhost', uri: '/v1/registerV2/loginByMobile', f: '1', loginName: member.mobile, passWord: member.password, iid: '1000' });
  const reply = await request.get(`/h5/getjsonp?${query.toString()}`, { headers: { 'x-forwarded-for': uniqueAddress() } });
  const body = (await reply.json()) as { t?: { token: string; userId: number } };
  if (!body.t) throw new Error(`log-in failed: ${JSON.stringify(body)}`);
  return { token: body.t.token, userId: body.t.userId, iid: 1000 };
}

/**
 * Signs a member up through the API as the login page does (member.sendCode, then member.register
 * by POST), for specs whose subject is not signing in: a new number unless `mobile` is given (a
 * seeded one such as an activity's leader).
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  mobile: string = uniqueMobile(),
  iid = 1000,
): Promise<{ token: string; userId: number; iid: number }> {
  const headers = {
    'x-forwarded-for': uniqueAddress(),
    'content-type': 'text/plain;charset=UTF-8',
  };
  const sent = await request.post('/api/member/code', {
    headers,
    data: JSON.stringify({ iid, mobile }),
  });
  expect(sent.ok()).toBe(true);
  const verifyCode = await lastSmsCode(request, mobile);
  const reply = await request.post('/api/member/register', {
    headers,
    data: JSON.stringify({ iid, verifyCode, loginName: mobile, password: 'secret123' }),
  });
  const body = (await reply.json()) as { t?: { token: string; userId: number } };
  if (!body.t) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { token: body.t.token, userId: body.t.userId, iid };
}

/** signIn as a new member, for a journey that needs the session's token too: returns the session. */
export async function signedInAsNewMember(
  page: Page,
  visit: (path: string) => Promise<void>,
  path: string,
): Promise<{ token: string; userId: number; iid: number }> {
  await ownAddress(page);
  await dismissPopups(page);
  const session = await signUpThroughApi(page.request);
  await storeSession(page, session);
  await visit(path);
  return session;
}

/** The signed-in member's token, as the app stored it. */
export async function memberToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('memberSession'));
  const session = JSON.parse(stored ?? 'null') as { token?: string } | null;
  if (!session?.token) throw new Error('no member session in storage');
  return session.token;
}

/**
 * Every page of this browser context signed in as this member (the app's stored session), before
 * any page loads: for a journey with more than one member, each in a context of its own.
 */
export async function signedInContext(context: BrowserContext, member: { token: string; userId: number; iid?: number }): Promise<void> {
  const session = { token: member.token, userId: member.userId, iid: member.iid ?? 1000 };
  await context.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), session);
}
