import { expect, test } from '../../../support/fixtures';
import { signedInAsNewMember } from '../../../support/member-session';
import { payThroughSandbox, wechatIdentity } from './content-support';
import { operatorHeaders } from '../../../support/staff';

test('a member buys a pack of questions in the sandbox and asks the assistant', async ({ page, visit }, testInfo) => {
  await wechatIdentity(page, 'o-e2e-content-asker');
  await payThroughSandbox(page);
  await signedInAsNewMember(page, visit, '/app/pay/chatgpt?iid=1000');

  await expect(page.getByLabel('剩余次数')).toHaveText('剩余 0 次');
  await expect(page.getByRole('button', { name: '次数已用完，请先购买' })).toBeDisabled();
  if (testInfo.project.name !== 'wechat-phone') {
    // Outside WeChat there is no JSAPI payment: the page says where to pay.
    await expect(page.getByRole('status').filter({ hasText: '请在微信中打开本页完成支付' })).toBeVisible();
    await expect(page.getByRole('button', { name: '购买 10 次 ¥9.90' })).toBeDisabled();
    return;
  }
  await page.getByRole('button', { name: '购买 10 次 ¥9.90' }).click();
  await expect(page.getByLabel('剩余次数')).toHaveText('剩余 10 次', { timeout: 20_000 });
  await page.getByLabel('你的问题').fill('植树节活动在哪里种树？');
  await page.getByRole('button', { name: '提问（扣 1 次）' }).click();
  const latest = page.getByRole('region', { name: '最新回答' });
  await expect(latest).toContainText('根据本组织的文章《春季植树节：两百名志愿者种下一片林》');
  await expect(page.getByLabel('剩余次数')).toHaveText('剩余 9 次');
});

test('a member pays an expert a question (its draft kept across a reload) and reads the answer', async ({ page, visit }) => {
  test.skip(test.info().project.name !== 'wechat-phone', 'JSAPI payment exists only inside WeChat (the chatgpt spec checks the page says so)');
  await wechatIdentity(page, 'o-e2e-content-expert-asker');
  await payThroughSandbox(page);
  await signedInAsNewMember(page, visit, '/app/pay/ask?iid=1000');
  await expect(page.getByRole('heading', { name: '王建国' })).toBeVisible();
  await page.getByLabel('你的问题').fill('第一次带队夜间徒步，要准备哪些安全预案？');
  await page.reload();
  await expect(page.getByLabel('你的问题')).toHaveValue('第一次带队夜间徒步，要准备哪些安全预案？');
  await page.getByRole('button', { name: '支付 ¥9.90 并提问' }).click();
  const mine = page.getByRole('list', { name: '我的提问' });
  const asked = mine.getByRole('article', { name: '第一次带队夜间徒步，要准备哪些安全预案？' });
  await expect(asked).toContainText('等待专家回答', { timeout: 20_000 });

  const headers = await operatorHeaders(page.request);
  const open = (await (await page.request.get('/api/admin/content/questions?iid=1000', { headers })).json()) as { t: { id: number; question: string }[] };
  const id = open.t.find((q) => q.question === '第一次带队夜间徒步，要准备哪些安全预案？')!.id;
  expect((await page.request.post(`/api/admin/content/questions/${id}/answer`, { headers, data: { answer: '提前踩线，备好头灯和对讲机。' } })).ok()).toBe(true);
  await page.reload();
  await expect(asked).toContainText('王建国答：提前踩线，备好头灯和对讲机。');
});
