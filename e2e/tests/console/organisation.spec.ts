import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { gateway } from '../../support/distribution';
import { signUpThroughApi, uniqueMobile } from '../../support/member-session';
import { E2E_OPERATOR, E2E_OPERATOR_DEVICE, signInStaff } from '../../support/staff';
import { lastSmsCode, ownAddress } from '../../support/university';

// The console is desktop-first: these journeys run in a desktop browser.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' });

/** Signs in through the console's own form; on a new device, with the SMS code the server sent. */
async function signInThroughConsole(page: Page, request: APIRequestContext, mobile: string, password: string, newDevice: boolean) {
  await page.goto('/console/sign-in');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  if (newDevice) {
    await expect(page.getByText(/新设备登录，验证码已发送到/)).toBeVisible();
    await page.getByLabel('短信验证码').fill(await lastSmsCode(request, mobile));
    await page.getByRole('button', { name: /登\s*录/ }).click();
  }
  await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
}

/** Signs out from the account menu (the button shows the account's name and roles). */
async function signOutThroughConsole(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}（`) }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/console\/sign-in/);
}

test('an operator creates an organisation; its owner invites a reviewer, who approves a distributor; the owner reads the log; another tenant is refused', async ({ page, request }) => {
  await ownAddress(page);
  const n = randomInt(100_000, 999_999);
  const host = `qs${n}.example.org`;
  const name = `青山志愿者协会${n}`;
  const owner = { mobile: uniqueMobile(), password: `Owner${n}` };
  const reviewer = { mobile: uniqueMobile(), password: `Review${n}` };

  // The platform operator (on the device the global setup proved) creates the organisation, its
  // host name and its first owner.
  await page.addInitScript((device) => localStorage.setItem('tongxin-console:device', device), E2E_OPERATOR_DEVICE);
  await signInThroughConsole(page, request, E2E_OPERATOR.mobile, E2E_OPERATOR.password, false);
  const menu = page.getByRole('menu', { name: '主菜单' });
  await menu.getByRole('link', { name: '组织管理' }).click();
  await page.getByRole('button', { name: '新建组织' }).click();
  const create = page.getByRole('dialog', { name: '新建组织' });
  await create.getByLabel('组织名称').fill(name);
  await create.getByLabel('简称').fill('青山');
  await create.getByRole('combobox', { name: '域名' }).fill(host);
  await create.getByRole('combobox', { name: '域名' }).press('Enter');
  await create.getByLabel('负责人姓名').fill('李青');
  await create.getByLabel('负责人手机号').fill(owner.mobile);
  await create.getByLabel('负责人初始密码').fill('short');
  await create.getByRole('button', { name: /创\s*建/ }).click();
  await expect(create.getByText('密码至少 8 位，需同时包含字母和数字')).toBeVisible();
  await create.getByLabel('负责人初始密码').fill(owner.password);
  await create.getByRole('button', { name: /创\s*建/ }).click();
  await expect(page.getByText(new RegExp(`已创建组织 ${name}`))).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(host);
  const iid = Number(await row.getByRole('cell').first().textContent());
  expect(iid).toBeGreaterThanOrEqual(10_000);
  // The shell maps the new host to the new tenant.
  expect(await (await request.get(`/api/domain/byName/list?domainName=${host}`)).json()).toEqual({ t: [{ iid, host }] });
  await signOutThroughConsole(page, '平台运营');

  // The owner signs in (a new device: the SMS code) and invites a reviewer.
  await signInThroughConsole(page, request, owner.mobile, owner.password, true);
  await menu.getByRole('link', { name: '工作人员' }).click();
  await page.getByRole('button', { name: '邀请工作人员' }).click();
  const invite = page.getByRole('dialog', { name: '邀请工作人员' });
  await invite.getByLabel('姓名').fill('王审');
  await invite.getByLabel('手机号').fill(reviewer.mobile);
  await invite.getByRole('checkbox', { name: '审核员' }).check();
  await invite.getByLabel('初始密码').fill(reviewer.password);
  await invite.getByRole('button', { name: /邀\s*请/ }).click();
  await expect(page.getByText('已邀请 王审，请告知其手机号和初始密码')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reviewer.mobile) })).toContainText('审核员');
  await signOutThroughConsole(page, '李青');

  // A member of the new organisation applies to be a distributor; the reviewer approves it.
  const applicant = await signUpThroughApi(request, uniqueMobile(), iid);
  const applied = await gateway<{ id: number }>(request, '/multidis/role/apply', { iid, token: applicant.token, realName: '赵志愿', mobile: uniqueMobile() });
  await signInThroughConsole(page, request, reviewer.mobile, reviewer.password, true);
  await expect(menu.getByRole('link', { name: '工作人员' })).toHaveCount(0);
  await menu.getByRole('link', { name: '分销员审核' }).click();
  const application = page.getByRole('row', { name: /赵志愿/ });
  await application.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: /^通\s*过$/ }).last().click();
  await expect(page.getByText('已通过 赵志愿 的申请')).toBeVisible();
  await expect(page.getByRole('row', { name: /赵志愿/ })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: '状态' }).getByText('已通过', { exact: true }).click();
  await expect(page.getByRole('row', { name: /赵志愿/ })).toContainText('正常');
  await signOutThroughConsole(page, '王审');

  // The owner reads the audit log: the creation, the invitation and the approval, by whom.
  await signInThroughConsole(page, request, owner.mobile, owner.password, false);
  await menu.getByRole('link', { name: '操作日志' }).click();
  await expect(page.getByRole('row', { name: /王审.*distribution\.approve/ })).toContainText(`distribution-role:${applied.id}`);
  await expect(page.getByRole('row', { name: /李青.*staff\.invite/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /平台运营.*tenant\.create/ })).toBeVisible();

  // A staff member of tenant 1000, through the console's own calls: refused, nothing read.
  const post = async (path: string, body: unknown) => (await request.post(path, { data: body })).json();
  const get = async (path: string) => (await request.get(path)).json();
  const other = await signInStaff(post, get, '13800001000', 'Tongxin1000', `e2e-owner-1000-${n}`);
  expect(await get(`/api/console/distribution/roles?token=${other}&iid=${iid}`)).toMatchObject({ code: 4921 });
  expect(await get(`/api/console/audit?token=${other}&iid=${iid}`)).toMatchObject({ code: 4921 });
  expect(await post('/api/console/distribution/decide', { token: other, roleId: applied.id, pass: false, reason: '越权' })).toMatchObject({ code: 404 });
  expect(await post('/api/console/staff/invite', { token: other, iid, mobile: uniqueMobile(), name: '越权', roles: ['owner'], password: 'Intrude2026' })).toMatchObject({ code: 4921 });
});
