import { expect, test } from '../../support/fixtures';
import { lastSmsCode, ownAddress, PASSWORD, registerApplicant, shown, signIn, toastsGone, uniquePhone } from '../../support/university';

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

test('an expired token sends the applicant to login and clears the session', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, { rid: applicant.rid, token: `${applicant.token}-corrupted` });
  await page.goto('/app/university/apply/home');
  await expect(page).toHaveURL(/\/frame\/personal$/);
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('university.rid'), localStorage.getItem('university.token')])).toEqual([null, null]);
});

test('form and photo pages without their parameters show the parameter error and leave', async ({ page, request }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  for (const path of [
    '/app/university/apply/form',
    '/app/university/apply/photo-guide?comId=301',
    '/app/university/apply/photo-form?comId=301&groupId=1',
    '/app/university/apply/photo-preview?groupId=1&imgurl=%2Fx.jpg',
    '/app/university/pay/public-order?iid=3073&rid=1',
  ]) {
    await page.goto(path);
    await expect(shown(page, '错误')).toBeVisible();
    await expect(shown(page, '参数错误')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/apply\/home$/);
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
      key: `${String(oss.dir)}${Date.now()}.jpg`,
      policy: String(oss.policy),
      OSSAccessKeyId: String(oss.accessKeyId),
      success_action_status: '200',
      signature: String(oss.sign),
      expire: String(oss.expireTime),
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text') },
    },
  });
  expect(post.status()).not.toBe(200);
});
