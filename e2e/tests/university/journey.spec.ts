import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  admin,
  type Applicant,
  basicInfo,
  emulateWeixinBridge,
  groupIds,
  ID_NUMBER,
  lastSmsCode,
  pick,
  ownAddress,
  PASSWORD,
  portraitJpeg,
  registerApplicant,
  saveGroupThroughApi,
  shown,
  signIn,
  submitThroughApi,
  uniquePhone,
  UNIVERSITY_IID,
} from '../../support/university';

/*
 * The applicant's whole journey, in four parts that each begin where the one before ends (the
 * state before each is set up through the API, as the app would leave it): register and log in,
 * fill the first two groups, the photo and the submission, then approval and payment.
 */

/** A registered applicant, signed in on the page at the apply home. */
async function signedInApplicant(page: Page, request: APIRequestContext): Promise<Applicant> {
  const applicant = await registerApplicant(request);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': applicant.address });
  await signIn(page, applicant);
  return applicant;
}

test('the journey, 1: register with an SMS code, log out, log in with the password', async ({ page, request, visit }) => {
  await ownAddress(page);
  const phone = uniquePhone();

  // Register with an SMS code.
  await visit('/app/university/frame/personal');
  await page.getByRole('button', { name: '注册', pressed: false }).click();
  const registerForm = page.getByRole('form', { name: '注册' });
  await registerForm.getByLabel('手机号').fill(phone);
  await registerForm.getByRole('button', { name: '发送验证码' }).click();
  await expect(shown(page, '验证码已发送')).toBeVisible();
  await expect(registerForm.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  await registerForm.getByLabel('验证码').fill(await lastSmsCode(request, phone));
  await registerForm.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await registerForm.getByLabel('确认密码').fill(PASSWORD);
  await registerForm.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/app\/university\/apply\/home$/);
  const rid = await page.evaluate(() => localStorage.getItem('university.rid'));
  expect(rid).toMatch(/^\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('university.iid'))).toBe(String(UNIVERSITY_IID));

  // Log out (forget the session), then log in with the number and password.
  await page.evaluate(() => {
    localStorage.removeItem('university.rid');
    localStorage.removeItem('university.token');
  });
  await visit('/app/university/frame/personal');
  const loginForm = page.getByRole('form', { name: '登录' });
  await loginForm.getByLabel('手机号').fill(phone);
  await loginForm.getByLabel('密码').fill(PASSWORD);
  await loginForm.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/app\/university\/apply\/home$/);
  await expect(page.getByRole('link', { name: /基本信息/ })).toContainText('未填写');
  // Already logged in: Mine goes straight to the apply home.
  await visit('/app/university/frame/personal');
  await expect(page).toHaveURL(/\/app\/university\/apply\/home$/);
});

test('the journey, 2: fill the first two groups (text, date, address, pickers with their conditional fields, images)', async ({ page, request, visit }) => {
  const { phone } = await signedInApplicant(page, request);
  await visit('/app/university/apply/home');

  // Group 1: text, date, address, phone.
  await page.getByRole('link', { name: /基本信息/ }).click();
  await expect(page.getByRole('heading', { name: '基本信息' })).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('李四');
  await page.getByRole('textbox', { name: '身份证号' }).fill(ID_NUMBER);
  await pick(page, '出生日期', ['2000', '01', '02'], '2000-01-02');
  await pick(page, '家庭住址', [], /^[^/]+\/[^/]+/);
  await page.getByRole('textbox', { name: '联系电话' }).fill(phone);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shown(page, '保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/university\/apply\/home$/);
  await expect(page.getByRole('link', { name: /基本信息/ })).toContainText('已填写');

  // Group 2: number, textarea, two-level pickers with their conditional components, image list.
  await page.getByRole('link', { name: /学业信息/ }).click();
  await page.getByRole('textbox', { name: '毕业院校' }).fill('同心大学');
  await page.getByRole('textbox', { name: '本科平均绩点' }).fill('3.6');
  await page.getByRole('textbox', { name: '个人陈述' }).fill('热爱生物学研究。');
  await expect(page.getByRole('textbox', { name: '相关研究经历' })).toHaveCount(0);
  await pick(page, '报考方向', ['生物学', '纳米生物技术'], '生物学/纳米生物技术');
  await expect(page.getByRole('textbox', { name: '相关研究经历' })).toBeVisible();
  await pick(page, '报考方向', ['化学', '有机化学'], '化学/有机化学');
  await expect(page.getByRole('textbox', { name: '相关研究经历' })).toHaveCount(0);
  await pick(page, '报考方向', ['生物学', '系统生态学'], '生物学/系统生态学');
  await page.getByRole('textbox', { name: '相关研究经历' }).fill('参与湿地生态系统监测项目。');

  await expect(page.getByRole('textbox', { name: '科研项目名称' })).toHaveCount(0);
  await pick(page, '是否有科研经历', ['是'], '是');
  await expect(page.getByRole('textbox', { name: '科研项目名称' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '指导教师' })).toBeVisible();
  await pick(page, '是否有科研经历', ['否'], '否');
  await expect(page.getByRole('textbox', { name: '科研项目名称' })).toHaveCount(0);
  await pick(page, '是否有科研经历', ['是'], '是');
  await page.getByRole('textbox', { name: '科研项目名称' }).fill('湿地微生物多样性');
  await page.getByRole('textbox', { name: '指导教师' }).fill('王老师');
  const evidence = await portraitJpeg(page, 400, 560);
  await page.getByLabel('科研成果材料 上传图片').setInputFiles({ name: 'evidence.jpg', mimeType: 'image/jpeg', buffer: evidence });
  await expect(page.getByText('已上传')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shown(page, '保存成功')).toBeVisible();
  await expect(page.getByRole('link', { name: /学业信息/ })).toContainText('已填写');
});

test('the journey, 3: the photo (guide, upload, face check, preview), the agreement and the submission', async ({ page, request, visit }) => {
  const applicant = await signedInApplicant(page, request);
  const [basic, study] = await groupIds(request, applicant);
  if (basic === undefined || study === undefined) throw new Error('the registration has fewer than 2 groups');
  await saveGroupThroughApi(request, applicant, basic, basicInfo(applicant));
  await saveGroupThroughApi(request, applicant, study, { '201': '同心大学', '202': '3.6', '297': '化学/有机化学', '282': '否' });
  await visit('/app/university/apply/home');
  await expect(page.getByRole('link', { name: /学业信息/ })).toContainText('已填写');

  // Group 3: the photo flow — guide, upload, face check, back to the form, preview.
  await page.getByRole('link', { name: /证件照片/ }).click();
  await page.getByRole('button', { name: '拍摄照片' }).click();
  await expect(page).toHaveURL(/\/apply\/photo-guide\?/);
  await page.getByRole('button', { name: '继续' }).click();
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: '下一步' }).click();
  const photo = await portraitJpeg(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '直接拍摄' }).click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page).toHaveURL(/\/apply\/photo-form\?/, { timeout: 20_000 });
  await expect(page.getByRole('img', { name: '示例照片' })).toBeVisible();
  await expect(page.getByRole('img', { name: '您的照片' })).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('确认无误并提交？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/apply\/form\?/);
  await expect(page.getByRole('img', { name: '证件照' })).toBeVisible();
  await page.getByRole('button', { name: '查看照片' }).click();
  await expect(page.getByText('照片已通过审核')).toBeVisible();
  await expect(page.getByText(/仅可提交一次/)).toBeVisible();
  await page.getByRole('button', { name: '返回表单' }).click();
  await expect(page.getByRole('img', { name: '证件照' })).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shown(page, '保存成功')).toBeVisible();
  await expect(page.getByRole('link', { name: /证件照片/ })).toContainText('已填写');

  // Tick the agreement and submit: waiting for review.
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByRole('button', { name: '等待审核' })).toBeDisabled();
});

test('the journey, 4: a reviewer approves, the applicant pays in WeChat and the registration is done', async ({ page, request, visit }) => {
  await emulateWeixinBridge(page);
  const applicant = await registerApplicant(request);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': applicant.address });
  await page.goto('/app/university/frame/home');
  await submitThroughApi(request, applicant, await portraitJpeg(page));
  await signIn(page, applicant);
  await visit('/app/university/apply/home');
  await expect(page.getByRole('button', { name: '等待审核' })).toBeDisabled();

  // A reviewer approves: tap to pay.
  await admin(request, `registrations/${applicant.rid}/approve`, { regId: 3 });
  await page.reload();
  await expect(page.getByRole('button', { name: '审核通过，点击支付' })).toBeEnabled();

  // Pay in WeChat: the bridge is emulated, the sandbox gateway's signed notify confirms it.
  await page.evaluate((iid) => localStorage.setItem(`idsUser:${iid}`, JSON.stringify({ openid: 'o-e2e-payer' })), UNIVERSITY_IID);
  await page.getByRole('button', { name: '审核通过，点击支付' }).click();
  await expect(page).toHaveURL(/\/app\/university\/pay\/public-order\?.*channel=registration/);
  await expect(page.getByRole('region', { name: '订单' })).toContainText('¥50.00');
  await expect(page.getByText('报名成功')).toBeVisible({ timeout: 20_000 });
  const requests = await page.evaluate(() => (window as unknown as { __payRequests: { name: string }[] }).__payRequests);
  expect(requests.map((r) => r.name)).toEqual(['getBrandWCPayRequest']);
  await page.getByRole('button', { name: '返回报名' }).click();
  await expect(page.getByRole('button', { name: '报名成功' })).toBeDisabled();
});
