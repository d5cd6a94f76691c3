import type { Page } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import { signedInAsNewMember } from '../../../support/member-session';
import { pick, portraitJpeg, shown, toastsGone } from '../../../support/university';
import { fillPerson, sandboxWechatPay } from './act-support';

/*
 * An activity's own registration form (spec §7 /api/registration/*): the seed's
 * 急救员培训（第三期）(activity 4, apps/server/src/modules/act/seed.ts) has one with all eight
 * component types. The member's answers are a server draft until the enrolment commits them.
 */

const ACT = 4;
const ENROL = `/app/act/enroll?iid=1000&id=${ACT}`;

/** getFormItems as the member: the answers the server keeps and the form's status (0 none, 1 draft, 2 committed). */
async function serverForm(page: Page, token: string): Promise<{ values: Record<string, string>; status: number }> {
  const query = new URLSearchParams({ iid: '1000', token, id: String(ACT) });
  const body = (await (await page.request.get(`/api/registration/getFormItems?${query.toString()}`)).json()) as { t: { values: Record<string, string>; status: number } };
  return body.t;
}

test('a member fills the activity form (text, choice, image), keeps it as a server draft, commits it with the enrolment and pays', async ({ page, visit }) => {
  await sandboxWechatPay(page, 'o-e2e-act-form');
  const member = await signedInAsNewMember(page, visit, ENROL);
  const form = page.getByRole('region', { name: '报名表' });

  // Text, a two-level choice and an image.
  await form.getByRole('textbox', { name: '工作单位' }).fill('市急救中心');
  await pick(page, '希望的岗位', ['医疗站', '二号站'], '医疗站/二号站');
  await form.getByLabel('急救证书 上传图片').setInputFiles({ name: 'cert.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg(page, 300, 200) });
  const certificate = form.getByRole('group', { name: '急救证书' });
  await expect(certificate.getByText('已上传')).toBeVisible({ timeout: 20_000 });

  // 保存草稿 keeps the answers on the server as a draft.
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(shown(page, '保存成功')).toBeVisible();
  const draft = await serverForm(page, member.token);
  expect(draft).toMatchObject({ status: 1, values: { 1301: '市急救中心', 1303: '医疗站/二号站' } });
  expect(JSON.parse(draft.values['1307'] ?? '[]')).toHaveLength(1);

  // A reload without this device's copy (a killed webview, another phone): the server's draft fills the form.
  await page.evaluate((key) => window.localStorage.removeItem(key), `draft:act-enroll:${ACT}`);
  await toastsGone(page);
  await page.reload();
  await expect(form.getByRole('textbox', { name: '工作单位' })).toHaveValue('市急救中心');
  await expect(form.getByRole('button', { name: '希望的岗位', exact: true })).toHaveText('医疗站/二号站');
  await expect(certificate.getByRole('img', { name: '图片1' })).toBeVisible();

  // Enrol one person: the submit commits the form, then the order kernel takes the place.
  await fillPerson(page, 1, { name: '张三丰', mobile: '13800001111', id: '110108198503154211', birth: '1985-03-15' });
  await page.getByRole('checkbox', { name: '我已阅读并同意《活动报名须知》' }).check();
  const total = (await page.getByLabel('合计金额').textContent()) ?? '';
  expect(total).toMatch(/^¥\d+\.\d\d$/);
  await page.getByRole('button', { name: '提交报名' }).click();

  // Pay in the sandbox; the form stays committed with the answers.
  await expect(page).toHaveURL(/\/app\/pay\/act\?iid=1000&orderId=\w+/);
  await expect(page.getByRole('region', { name: '订单信息' })).toContainText('急救员培训（第三期）');
  await page.getByRole('button', { name: `微信支付 ${total}` }).click();
  await expect(page).toHaveURL(/\/app\/pay\/act\/success\/1000\?orderId=\w+/, { timeout: 30_000 });
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByRole('region', { name: '支付结果' })).toContainText('张三丰');
  expect(await serverForm(page, member.token)).toMatchObject({ status: 2, values: { 1301: '市急救中心', 1303: '医疗站/二号站' } });
});
