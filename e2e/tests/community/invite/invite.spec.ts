import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import { dismissPopups, signUpThroughApi } from '../../../support/member-session';

/** The inviter's open sub-account code, as invitation-account's 获取邀请码 asks for it. */
async function inviteCode(request: APIRequestContext, token: string): Promise<string> {
  const reply = await request.post('/api/cmgoods/code/get', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ iid: 1000, token, kind: 'sub' }) });
  const body = (await reply.json()) as { t?: { inviteCode: string } };
  if (!body.t) throw new Error(`no code: ${JSON.stringify(body)}`);
  return body.t.inviteCode;
}

test('a friend binds the inviter code from its link; a second member is refused the used code', async ({ page, visit, browser, baseURL }) => {
  const inviter = await signUpThroughApi(page.request);
  const code = await inviteCode(page.request, inviter.token);
  const friend = await signUpThroughApi(page.request);
  await page.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), friend);
  await dismissPopups(page);

  await visit(`/app/invitation/bind?code=${code}&iid=1000`);
  await expect(page.getByLabel('邀请码')).toHaveValue(code);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('region', { name: '邀请人' })).toContainText('邀请您成为TA的子账号');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('heading', { name: '绑定成功' })).toBeVisible();
  await page.getByRole('link', { name: '查看我的邀请账号' }).click();
  await expect(page.getByRole('region', { name: '我的账号' })).toContainText('邀请的子账号');

  const other = await browser.newContext({ baseURL });
  const second = await signUpThroughApi(other.request);
  const page2 = await other.newPage();
  await page2.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), second);
  await dismissPopups(page2);
  await page2.goto(`/app/invitation/bind?code=${code}&iid=1000`);
  await page2.getByRole('button', { name: '下一步' }).click();
  await expect(page2.getByRole('alert')).toHaveText('该邀请码已被使用');
  await expect(page2.getByRole('button', { name: '确认绑定' })).toHaveCount(0);
  await other.close();
});
