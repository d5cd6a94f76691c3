import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';

test('starts a step team and sees it with its members; the trajectory ranks and the certificate say where the member stands', async ({ page, visit }) => {
  const name = `健步${String(Date.now()).slice(-6)}队`;
  await signIn(page, visit, '/app/step/team');
  await expect(page.getByRole('list', { name: '队伍排行' })).toBeVisible();
  await page.getByLabel('队名').fill(name);
  await page.getByRole('button', { name: '创建' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '我的队伍' })).toBeVisible();
  const team = page.getByRole('region', { name: '队伍概况' });
  await expect(team).toContainText(name);
  await expect(team).toContainText('1/20人 · 我是队长');
  await expect(page.getByRole('list', { name: '队员步数' }).getByRole('listitem')).toHaveCount(1);

  // The team list now shows it without 加入 buttons (one team per member).
  await page.getByRole('link', { name: '队伍排行' }).click();
  await expect(page.getByText(`你已加入「${name}」`)).toBeVisible();
  await expect(page.getByRole('list', { name: '队伍排行' }).getByRole('button', { name: '加入' })).toHaveCount(0);

  await visit('/app/step/cityrank');
  await expect(page.getByRole('heading', { level: 1, name: '城市排行榜' })).toBeVisible();
  await page.getByRole('tab', { name: '本周' }).click();
  await expect(page).toHaveURL(/period=week/);

  await visit('/app/trajectory/signrank');
  await expect(page.getByRole('heading', { level: 1, name: '打卡排行榜' })).toBeVisible();
  await page.getByRole('link', { name: '达标排行' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '达标排行榜' })).toBeVisible();

  // A new member has not reached the challenge: the certificate says how to get there.
  await visit('/app/step/cer');
  await expect(page.getByText('还未达到挑战目标，继续加油')).toBeVisible();
  await expect(page.getByRole('link', { name: '去同步步数' })).toBeVisible();
});
