import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';
import { launchThroughApi, review, supportThroughApi } from './cf-api';

test('a member launches a project, the organisation approves it, two members support it and the progress shows', async ({ page, visit }) => {
  await signIn(page, visit, '/app/cf/1000/launch');
  const deadline = new Date(Date.now() + 20 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('项目标题').fill('楼道图书角');
  await page.getByLabel('目标金额（元）').fill('100');
  await page.getByLabel('截止日期').fill(deadline);
  await page.getByLabel('项目故事').fill('在每栋楼的楼道里放一个小书架，邻居们交换看过的书。');
  await page.getByLabel('页面样式').selectOption('sec');
  await page.getByLabel('联系电话').fill('13800138000');
  await page.getByRole('button', { name: '提交审核' }).click();

  await expect(page).toHaveURL(/\/app\/cf\/1000\/index\?id=\d+$/);
  await expect(page.getByRole('article', { name: '楼道图书角' })).toContainText('审核中');
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // A forged approval (the member's own session as the admin token) changes nothing.
  expect((await review(page.request, id, true, `Bearer ${await memberToken(page)}`)).status()).toBe(401);
  expect((await review(page.request, id, true)).ok()).toBe(true);

  await supportThroughApi(page.request, id, 3000);
  await supportThroughApi(page.request, id, 1500);
  await page.reload();
  const progress = page.getByRole('region', { name: '众筹进度' });
  await expect(progress).toContainText('¥45.00');
  await expect(progress).toContainText('45%');
  await expect(progress).toContainText('2支持人数');
  await expect(page.getByRole('link', { name: '我要支持' })).toBeVisible();
  await page.getByRole('link', { name: /2人支持/ }).click();
  await expect(page.getByRole('list', { name: '支持者' }).getByRole('listitem')).toHaveCount(2);
});

test('a project that misses its goal refunds both supporters through the order kernel', async ({ page, visit }) => {
  const { id } = await launchThroughApi(page.request, { goalFen: 1_000_000, endsInMs: 6_000 });
  expect((await review(page.request, id, true)).ok()).toBe(true);
  const supports = [await supportThroughApi(page.request, id, 500), await supportThroughApi(page.request, id, 700)];

  // The settling job (every 2 s on the e2e server) marks the project failed and asks for both refunds.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/cf/project?iid=1000&id=${id}`)).json()) as { t: { status: number } }).t.status, { timeout: 30_000 })
    .toBe(4);
  for (const { member, orderId } of supports) {
    const detail = (await (await page.request.get(`/api/h5/order/detail?iid=1000&token=${member.token}&orderId=${orderId}`)).json()) as { t: { refundState: number } };
    expect(detail.t.refundState).toBe(3);
    // The provider's refund notify arrives: the support is refunded.
    expect((await page.request.post('/api/dev/pay/sandbox/refund', { data: { iid: 1000, token: member.token, orderId } })).ok()).toBe(true);
  }
  await signIn(page, visit, `/app/cf/1000/index?id=${id}`);
  await expect(page.getByRole('region', { name: '众筹进度' })).toContainText('¥0.00');
  await expect(page.getByRole('article')).toContainText('众筹未达目标，支持款项已原路退回');
  await expect(page.getByText('已超时')).toBeVisible();
});

test('support of zero or a negative amount is refused in the server words, nothing ordered', async ({ page, visit }) => {
  const { id } = await launchThroughApi(page.request, { goalFen: 10_000, endsInMs: 86_400_000 });
  expect((await review(page.request, id, true)).ok()).toBe(true);
  await signIn(page, visit, `/app/pay/cf_pay?iid=1000&id=${id}&amountFen=0`);
  await expect(page.getByRole('alert')).toContainText('支持金额须大于0元');
  await page.goto(`/app/pay/cf_pay?iid=1000&id=${id}&amountFen=-500`);
  await expect(page.getByRole('alert')).toContainText('支持金额须大于0元');
  await expect(page.getByRole('button', { name: /确认支持/ })).toHaveCount(0);
});
