import { randomBytes } from 'node:crypto';
import { expect, test } from '../../support/fixtures';
import {
  admin,
  basicInfo,
  groupIds,
  ID_NUMBER,
  lastSmsCode,
  ownAddress,
  PASSWORD,
  pick,
  portraitJpeg,
  registerApplicant,
  saveGroupThroughApi,
  shown,
  signIn,
  toastsGone,
  uniquePhone,
} from '../../support/university';

test('login: every validation message and a wrong password', async ({ page, request, visit }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await visit('/app/university/frame/personal');
  const form = page.getByRole('form', { name: '登录' });
  const submit = form.getByRole('button', { name: '登录' });
  await form.getByLabel('手机号').fill('12345678901');
  await submit.click();
  await expect(shown(page, '请输入正确的手机号码')).toBeVisible();
  await form.getByLabel('手机号').fill(applicant.phone);
  await submit.click();
  await expect(shown(page, '密码不能为空')).toBeVisible();
  await form.getByLabel('密码').fill('not-the-password');
  await submit.click();
  await expect(shown(page, '手机号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/frame\/personal$/);
  expect(await page.evaluate(() => localStorage.getItem('university.token'))).toBeNull();
  await toastsGone(page);
});

test('register: every validation message, and a code only for a valid phone', async ({ page, request, visit }) => {
  await ownAddress(page);
  await visit('/app/university/frame/personal');
  await page.getByRole('button', { name: '注册', pressed: false }).click();
  const form = page.getByRole('form', { name: '注册' });
  const submit = form.getByRole('button', { name: '注册' });

  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(shown(page, '请输入正确的手机号码')).toBeVisible();
  await expect(shown(page, '请输入正确的手机号码')).toHaveCount(0);
  await submit.click();
  await expect(shown(page, '请输入正确的手机号码')).toBeVisible();

  const phone = uniquePhone();
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码', { exact: true }).fill('12345');
  await submit.click();
  await expect(shown(page, '密码不能小于6位')).toBeVisible();
  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await form.getByLabel('确认密码').fill(`${PASSWORD}x`);
  await submit.click();
  await expect(shown(page, '两次输入的密码不一致')).toBeVisible();
  await form.getByLabel('确认密码').fill(PASSWORD);
  await submit.click();
  await expect(shown(page, '验证码不能为空')).toBeVisible();

  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(shown(page, '验证码已发送')).toBeVisible();
  const code = await lastSmsCode(request, phone);
  await form.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(shown(page, '验证码错误或已过期')).toBeVisible();
  await expect(page).toHaveURL(/\/frame\/personal$/);
  await toastsGone(page);
});

test('an ended session sends the applicant to login and clears the stored credentials', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  // A reviewer ends the applicant's sessions: the token the page holds is now expired.
  expect(await admin(request, `applicants/${applicant.rid}/sign-out`)).toBe(1);
  await page.goto('/app/university/apply/home');
  await expect(page).toHaveURL(/\/frame\/personal$/);
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('university.rid'), localStorage.getItem('university.token')])).toEqual([null, null]);
});

test('a session that ends while a form is open: save → login, and nothing typed is lost', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  await page.goto('/app/university/apply/home');
  await page.getByRole('link', { name: /基本信息/ }).click();
  await page.getByRole('textbox', { name: '姓名' }).fill('王五');
  await page.getByRole('textbox', { name: '身份证号' }).fill(ID_NUMBER);
  await pick(page, '出生日期', ['2000', '01', '02'], '2000-01-02');
  await pick(page, '家庭住址', [], /^[^/]+\/[^/]+/);
  await page.getByRole('textbox', { name: '联系电话' }).fill(applicant.phone);

  // The session ends after the form loaded: the save reaches the server with a token it no
  // longer accepts, and the server's own 1000001 answers it.
  expect(await admin(request, `applicants/${applicant.rid}/sign-out`)).toBe(1);
  const reply = page.waitForResponse('**/api/university/form/save');
  await page.getByRole('button', { name: '保存' }).click();
  expect(((await (await reply).json()) as { code: number }).code).toBe(1000001);

  await expect(page).toHaveURL(/\/frame\/personal$/);
  const login = page.getByRole('form', { name: '登录' });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('university.rid'), localStorage.getItem('university.token')])).toEqual([null, null]);

  // Logged in again, the form still holds what was typed (its draft survived the session).
  await login.getByLabel('手机号').fill(applicant.phone);
  await login.getByLabel('密码').fill(PASSWORD);
  await login.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/apply\/home$/);
  await page.getByRole('link', { name: /基本信息/ }).click();
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('王五');
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveValue(ID_NUMBER);
  await expect(page.getByRole('button', { name: '出生日期', exact: true })).toHaveText('2000-01-02');
  await toastsGone(page);
});

test('every page without one of its parameters shows the parameter error and leaves', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  const img = encodeURIComponent('/api/storage/h5/x.jpg');
  for (const path of [
    // form: id
    '/app/university/apply/form',
    '/app/university/apply/form?groupDesc=x',
    // guide: comId, groupId
    '/app/university/apply/photo-guide?groupId=1',
    '/app/university/apply/photo-guide?comId=301',
    // face check: comId, groupId, imgurl
    `/app/university/apply/photo-form?groupId=1&imgurl=${img}`,
    `/app/university/apply/photo-form?comId=301&imgurl=${img}`,
    '/app/university/apply/photo-form?comId=301&groupId=1',
    // preview: comId, groupId, imgurl
    `/app/university/apply/photo-preview?groupId=1&imgurl=${img}`,
    `/app/university/apply/photo-preview?comId=301&imgurl=${img}`,
    '/app/university/apply/photo-preview?comId=301&groupId=1',
    // payment: gid (and the session)
    '/app/university/pay/public-order?iid=3073&rid=1',
  ]) {
    await page.goto(path);
    await expect(shown(page, '错误'), path).toBeVisible();
    await expect(shown(page, '参数错误'), path).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page, path).toHaveURL(/\/apply\/home$/);
  }
});

test('the form asks for required fields and the apply home for the agreement tick', async ({ page, request, visit }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  await visit('/app/university/apply/home');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).waitFor();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(shown(page, '请先勾选《同心大学2026年研究生招生考生诚信承诺书》')).toBeVisible();

  await page.getByRole('link', { name: /基本信息/ }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shown(page, '姓名必填！')).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('张三');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shown(page, '身份证号必填！')).toBeVisible();
  await toastsGone(page);
});

test('a text file renamed to .jpg is refused', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  await page.goto('/app/university/apply/photo-guide?comId=301&groupId=1');
  await page.getByRole('button', { name: '继续' }).click();
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: '下一步' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '直接拍摄' }).click();
  await (await chooser).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is plain text, not a photo\n'.repeat(20)) });
  await expect(shown(page, '仅支持jpg、png、jpeg、bmp、gif格式的图片')).toBeVisible();
  await expect(page).toHaveURL(/\/photo-guide\?/);
  await toastsGone(page);

  // The server refuses it too, whatever a client claims.
  const params = new URLSearchParams({ iid: '3073', rid: String(applicant.rid), token: applicant.token });
  const oss = (await (await request.get(`/api/university/oss-params?${params.toString()}`, { headers: { 'x-forwarded-for': applicant.address } })).json()) as Record<string, string | number>;
  const post = await request.post(String(oss.host), {
    multipart: {
      // A key by the rule, so what refuses it is the content check (415), not the key.
      key: `${String(oss.dir)}${Date.now()}_${randomBytes(16).toString('base64url')}.jpg`,
      policy: String(oss.policy),
      OSSAccessKeyId: String(oss.accessKeyId),
      success_action_status: '200',
      signature: String(oss.sign),
      expire: String(oss.expireTime),
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text') },
    },
  });
  expect(post.status()).toBe(415);
});

test('an image list refuses more images than its maximum (最多上传3张图片)', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  await page.goto('/app/university/apply/home');
  await page.getByRole('link', { name: /学业信息/ }).click();
  await pick(page, '是否有科研经历', ['是'], '是');
  const image = await portraitJpeg(page, 300, 420);
  const files = ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: image }));
  await page.getByLabel('科研成果材料 上传图片').setInputFiles(files);
  await expect(shown(page, '最多上传3张图片')).toBeVisible();
  const group = page.getByRole('group', { name: '科研成果材料' });
  await expect(group.locator('[data-status="uploaded"]')).toHaveCount(3, { timeout: 30_000 });
  // Full: no picker for a fourth.
  await expect(page.getByLabel('科研成果材料 上传图片')).toHaveCount(0);
  await toastsGone(page);
});

test('a photo the face check refuses shows name, ID number and result, and 重新拍摄 starts again', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  const [basic, , photoGroup] = await groupIds(request, applicant);
  if (basic === undefined || photoGroup === undefined) throw new Error('missing groups');
  await saveGroupThroughApi(request, applicant, basic, basicInfo(applicant));
  await signIn(page, applicant);
  await page.goto(`/app/university/apply/photo-guide?comId=301&groupId=${photoGroup}`);
  await page.getByRole('button', { name: '继续' }).click();
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: '下一步' }).click();
  // Landscape: the local face check wants a portrait ID photo.
  const landscape = await portraitJpeg(page, 840, 600);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '直接拍摄' }).click();
  await (await chooser).setFiles({ name: 'wide.jpg', mimeType: 'image/jpeg', buffer: landscape });
  await expect(page).toHaveURL(/\/apply\/photo-form\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('确认无误并提交？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();

  const result = page.getByRole('alert', { name: '核验结果' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('核验未通过');
  await expect(result.getByRole('definition').nth(0)).toHaveText('李四');
  await expect(result.getByRole('definition').nth(1)).toHaveText(ID_NUMBER);
  await expect(result.getByRole('definition').nth(2)).toHaveText('请上传竖版证件照（宽高比约 5:7）');
  await page.getByRole('button', { name: '重新拍摄' }).click();
  await expect(page).toHaveURL(/\/apply\/photo-guide\?/);
  await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
  // Nothing was saved as the photo.
  const saved = await request.get(
    `/api/university/form?${new URLSearchParams({ rid: String(applicant.rid), token: applicant.token, regId: '3', id: String(photoGroup) }).toString()}`,
    { headers: { 'x-forwarded-for': applicant.address } },
  );
  expect((JSON.parse(((await saved.json()) as { t3: string }).t3) as Record<string, string>)['301'] ?? '').toBe('');
});
