import { expect, test } from '../../support/fixtures';
import { admin, ownAddress, portraitJpeg, registerApplicant, shown, signIn, submitThroughApi } from '../../support/university';
import { operatorHeaders } from '../../support/staff';

test('a reviewer asks for a refill: status 4, refill, edit again and resubmit', async ({ page, request, visit }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await page.goto('/app/university/frame/home');
  await submitThroughApi(request, applicant, await portraitJpeg(page));
  await signIn(page, applicant);

  await visit('/app/university/apply/home');
  await expect(page.getByRole('button', { name: '等待审核' })).toBeDisabled();
  // While waiting for review the form cannot be changed.
  await page.getByRole('link', { name: /基本信息/ }).click();
  await expect(page.getByRole('textbox', { name: '姓名' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);

  await admin(request, `registrations/${applicant.rid}/refill`, { reason: '证件照不清晰，请重新上传', regId: 3 });
  await visit('/app/university/apply/home');
  await expect(page.getByText('退回原因：证件照不清晰，请重新上传')).toBeVisible();
  await page.getByRole('button', { name: '重新填写' }).click();
  await expect(page.getByRole('button', { name: '确认提交' })).toBeEnabled();

  await page.getByRole('link', { name: /基本信息/ }).click();
  const name = page.getByRole('textbox', { name: '姓名' });
  await expect(name).toBeEnabled();
  await expect(name).toHaveValue('李四');
  await name.fill('李四光');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shown(page, '保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/home$/);

  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByRole('button', { name: '等待审核' })).toBeDisabled();
  const detail = (await (
    await request.get(`/api/admin/registrations/${applicant.rid}`, { headers: await operatorHeaders(request) })
  ).json()) as { t: { status: number; fields: { id: number; value: string }[] } };
  expect(detail.t.status).toBe(1);
  expect(detail.t.fields.find((f) => f.id === 101)?.value).toBe('李四光');
});
