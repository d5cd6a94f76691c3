import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';

test('answers a quiz once and sees the score; steps from the app bridge are reported, an implausible count refused, and ranked', async ({ page, visit }) => {
  // The native app's bridge as the app injects it: today's steps, first an impossible count.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__steps = 200_000;
    w.clientBridge = {
      call: (method: string) => (method === 'getTodaySteps' ? { steps: w.__steps, city: '杭州' } : null),
    };
  });
  await signIn(page, visit, '/app/question/1000/1');
  await expect(page.getByRole('heading', { level: 1, name: '垃圾分类知识问答' })).toBeVisible();
  await expect(page.getByRole('timer', { name: '剩余时间' })).toBeVisible();
  const answers = ['其他垃圾', '有害垃圾', '厨余垃圾', '可回收物', '其他垃圾'];
  for (const [i, answer] of answers.entries()) {
    await expect(page.getByText(`第 ${i + 1}/5 题`)).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(`^[A-D]\\. ${answer}$`) }).click();
    await page.getByRole('button', { name: i < answers.length - 1 ? '下一题' : '提交答卷' }).click();
  }
  await expect(page.getByRole('region', { name: '得分' })).toContainText('80');
  await expect(page.getByRole('region', { name: '得分' })).toContainText('答对 4/5 题');
  await expect(page.getByRole('region', { name: '第5题' })).toContainText('过期药品属于？ ✗');

  // A second submission is refused and changes nothing.
  const again = await page.request.post('/api/sport/paper/submit', {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({ iid: 1000, token: await memberToken(page), paperId: 1, answers: '{"1":[1],"2":[0],"3":[2],"4":[0],"5":[3]}' }),
  });
  expect(await again.json()).toMatchObject({ code: 4301, msg: '已提交过答卷，不能重复提交' });
  await page.goto('/app/question/1000/1');
  await expect(page.getByText('你已提交过答卷')).toBeVisible();

  await page.goto('/app/step/count');
  await expect(page.getByRole('region', { name: '今日步数' })).toContainText('0');
  await page.getByRole('button', { name: '同步步数' }).click();
  await expect(page.getByRole('alert')).toHaveText('步数异常：超出正常步行范围，未记录');
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__steps = 1_200;
  });
  await page.getByRole('button', { name: '同步步数' }).click();
  await expect(page.getByRole('region', { name: '今日步数' })).toContainText('1,200');
  await page.getByRole('link', { name: '排行榜' }).click();
  await expect(page.getByLabel(/^我的排名 第\d+名$/)).toContainText('1,200步');
});
