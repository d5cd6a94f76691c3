import { expect, test } from '../../../support/fixtures';
import { adminCall, applyUnder, gateway, IID, myKey, topDistributor } from '../../../support/distribution';
import { dismissPopups, signedInContext, signUpThroughApi, uniqueMobile } from '../../../support/member-session';

test('B opens A\'s invite link and applies under A; A approves on the approval page; B\'s centre opens', async ({ page, visit, request, browser, baseURL }) => {
  const a = await topDistributor(request);
  const key = await myKey(request, a);
  const b = await signUpThroughApi(request);
  await signedInContext(page.context(), b);
  await dismissPopups(page);
  await visit(`/app/account/distr/apply?disrParentMultiDisKey=${key}`);
  await expect(page.getByText(/^邀请人：/)).toBeVisible();
  await page.getByLabel('真实姓名').fill('Li');
  await page.getByLabel('手机号').fill(uniqueMobile());
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '中文姓名格式不对哦~' })).toBeVisible();
  await page.getByLabel('真实姓名').fill('李同心');
  await page.getByLabel('我已阅读并同意分销规则').check();
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(page.getByRole('region', { name: '申请状态' })).toContainText('审核中');

  // A approves B on the approval page, in a browser of A's own.
  const aPage = await browser.newPage({ baseURL });
  try {
    await signedInContext(aPage.context(), a);
    await aPage.goto('/app/account/distr/approval');
    const row = aPage.getByRole('list', { name: '分销申请' }).getByRole('listitem').filter({ hasText: '李同心' });
    await row.getByRole('button', { name: '通过' }).click();
    await aPage.getByRole('button', { name: '确定', exact: true }).click();
    await expect(aPage.getByText('已通过', { exact: true }).first()).toBeVisible();
    await expect(aPage.getByRole('list', { name: '分销申请' }).getByText('李同心')).toHaveCount(0);
  } finally {
    await aPage.close();
  }

  await page.goto('/app/account/distr/center');
  await expect(page.getByRole('navigation', { name: '分销菜单' })).toBeVisible();
  await expect(page.getByTestId('dis-pending')).toHaveText('¥0.00');
  // Applying under oneself is refused in the spec's words; a reviewer can approve top-level applicants too.
  const c = await signUpThroughApi(request);
  const roleId = await applyUnder(request, c, undefined);
  expect(await adminCall<{ status: number }>(request, 'POST', `/api/admin/distribution/roles/${roleId}/approve`)).toMatchObject({ status: 1 });
  const self = await request.get(`/h5/getjsonp?domain=localhost&f=1&uri=/multidis/role/apply&iid=${IID}&token=${a.token}&realName=李同心&mobile=${uniqueMobile()}&disrParentMultiDisKey=${key}`);
  expect(await self.json()).toMatchObject({ code: 4602 });
  expect(await gateway(request, '/multidis/role/child/count', { iid: IID, token: a.token })).toMatchObject({ level1: 1, pending: 0 });
});
