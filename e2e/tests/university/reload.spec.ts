import { expect, test } from '../../support/fixtures';
import { ownAddress, pick, registerApplicant, signIn } from '../../support/university';

test('a reload in the middle of a form loses nothing typed', async ({ page, request, visit }) => {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  await visit('/app/university/apply/home');
  await page.getByRole('link', { name: /学业信息/ }).click();
  await page.getByRole('textbox', { name: '毕业院校' }).fill('同心大学');
  await page.getByRole('textbox', { name: '本科平均绩点' }).fill('3.8');
  await pick(page, '报考方向', ['生物学', '纳米生物技术'], '生物学/纳米生物技术');
  await page.getByRole('textbox', { name: '相关研究经历' }).fill('纳米材料细胞毒性实验');
  await pick(page, '是否有科研经历', ['是'], '是');
  await page.getByRole('textbox', { name: '科研项目名称' }).fill('尚未保存的项目');

  await page.reload();
  await expect(page.getByRole('textbox', { name: '毕业院校' })).toHaveValue('同心大学');
  await expect(page.getByRole('textbox', { name: '本科平均绩点' })).toHaveValue('3.8');
  await expect(page.getByRole('button', { name: '报考方向', exact: true })).toHaveText('生物学/纳米生物技术');
  await expect(page.getByRole('button', { name: '是否有科研经历', exact: true })).toHaveText('是');
  await expect(page.getByRole('textbox', { name: '相关研究经历' })).toHaveValue('纳米材料细胞毒性实验');
  await expect(page.getByRole('textbox', { name: '科研项目名称' })).toHaveValue('尚未保存的项目');

  // A killed webview is a new page on the same storage: the draft is still there.
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByRole('textbox', { name: '科研项目名称' })).toHaveValue('尚未保存的项目');
  await fresh.close();
});
