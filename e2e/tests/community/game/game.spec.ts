import { randomInt } from 'node:crypto';
import { expect, test } from '../../../support/fixtures';
import { idNumber } from '../../../support/id-number';
import { signIn } from '../../../support/member-session';
import { operatorHeaders } from '../../../support/staff';

test('enrols in the charity walk, checks in for a bib, and looks the result up once published; a wrong ID number finds nothing', async ({ page, visit }) => {
  // A runner of their own: a real birth date (1960–1999, days 1–28) and a random sequence.
  const birth = `${randomInt(1960, 2000)}${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}`;
  const idNo = idNumber(`330106${birth}${String(randomInt(0, 1000)).padStart(3, '0')}`);
  // The walk is seeded on the server's first day: a run that started before Shanghai's midnight
  // (16:00 UTC) would find it over. The organiser puts it on today (admin API).
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const scheduled = await page.request.post('/api/admin/game/schedule', {
    headers: await operatorHeaders(page.request),
    data: { gameId: 2, gameDay: today, enrollStart: new Date(Date.now() - 86_400_000).toISOString(), enrollEnd: `${today}T23:59:59+08:00` },
  });
  expect(scheduled.ok()).toBe(true);
  await signIn(page, visit, '/app/game/1000/list');
  await page.getByRole('link', { name: '同心公益健步行' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '同心公益健步行' })).toBeVisible();
  await page.getByRole('link', { name: '立即报名' }).click();

  await page.getByLabel('姓名').fill('周健行');
  await page.getByLabel('身份证号').fill(idNo);
  await page.getByLabel('手机号').fill('13987654321');
  const submit = page.getByRole('button', { name: '提交报名' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await page.getByRole('textbox', { name: /紧急联系人/ }).fill('周家人 13900001111');
  await submit.click();
  await expect(page.getByRole('region', { name: '我的报名' })).toContainText('报名成功');

  await page.getByRole('link', { name: '检录签到' }).click();
  await page.getByRole('button', { name: '签到领取参赛号' }).click();
  const bibText = (await page.getByRole('region', { name: '参赛号' }).locator('strong').textContent()) ?? '';
  expect(bibText).toMatch(/^02\d{4}$/);

  // The organiser publishes the timing (admin API).
  const published = await page.request.post('/api/admin/game/results', {
    headers: await operatorHeaders(page.request),
    data: { gameId: 2, results: [{ bib: bibText, timeMs: 2_345_000 }] },
  });
  expect(published.ok()).toBe(true);

  await page.goto('/app/game/resultinquiry/2?iid=1000');
  await page.getByLabel('姓名').fill('周健行');
  await page.getByLabel('证件号/参赛号').fill(idNumber('33010619900101999'));
  await page.getByRole('button', { name: '查询成绩' }).click();
  await expect(page.getByRole('alert')).toHaveText('未查询到成绩，请核对姓名和证件号（或参赛号）');
  await page.getByLabel('证件号/参赛号').fill(idNo);
  await page.getByRole('button', { name: '查询成绩' }).click();
  await expect(page.getByRole('region', { name: '成绩' })).toContainText('39:05');
  await expect(page.getByRole('region', { name: '成绩' })).toContainText(`参赛号 ${bibText}`);
});
