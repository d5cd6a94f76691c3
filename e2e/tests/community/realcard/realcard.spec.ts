import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';
import { operatorHeaders } from '../../../support/staff';

/** The seeded demo card of tenant 1000 (apps/server/src/modules/realcard/api.ts; printed by npm start). */
const DEMO_CARD = { cardNo: '8810000000018888', password: '52013140' };

/** A card of this test's own, issued through the issuer's admin API. */
async function issueCard(request: APIRequestContext, body: Record<string, unknown> = {}) {
  const reply = await request.post('/api/admin/realcard/issue', {
    headers: await operatorHeaders(request),
    data: { iid: 1000, count: 1, balanceFen: 5000, redPacketFen: 888, ...body },
  });
  expect(reply.ok()).toBe(true);
  const [card] = ((await reply.json()) as { t: { cardNo: string; password: string }[] }).t;
  if (!card) throw new Error('no card issued');
  return card;
}

test('a member activates a card, sees its balance and benefits, and claims its red packet once', async ({ page, visit }) => {
  // The demo card binds once per server; this journey runs in one project (playwright.config.ts).
  const card = DEMO_CARD;
  await signIn(page, visit, '/app/realcard/activate');
  await page.getByLabel('卡号').fill(card.cardNo);
  await page.getByLabel('卡密').fill(card.password);
  await page.getByRole('button', { name: '确认激活' }).click();

  await expect(page).toHaveURL(/\/app\/realcard\/query\?cardId=\d+$/);
  await expect(page.getByText('¥50.00')).toBeVisible();
  await page.getByRole('link', { name: '领取红包 ¥8.88' }).click();
  await expect(page).toHaveURL(/\/app\/realcard\/redpacket\?cardId=\d+$/);
  await page.getByRole('button', { name: '拆红包' }).click();
  const envelope = page.getByRole('region', { name: '红包' });
  await expect(envelope).toContainText('已存入卡内余额');
  await expect(envelope).toContainText('卡内余额 ¥58.88');

  // Once: after a reload the envelope says it was claimed, with nothing left to open.
  await page.reload();
  await expect(page.getByRole('region', { name: '红包' })).toContainText('红包已领取');
  await expect(page.getByRole('button', { name: '拆红包' })).toHaveCount(0);
  await page.getByRole('link', { name: '查看卡片' }).click();
  await expect(page.getByText('¥58.88')).toBeVisible();
});

test('a wrong password five times locks the card; the right one is then refused too', async ({ page, visit }) => {
  const card = await issueCard(page.request);
  await signIn(page, visit, '/app/realcard/activate');
  await page.getByLabel('卡号').fill(card.cardNo);
  const wrong = page.getByText('卡号或卡密错误，请核对卡片背面的卡号和卡密');
  const locked = page.getByText('该卡卡密输错次数过多已锁定，请联系发卡机构解锁');
  for (let i = 1; i <= 5; i += 1) {
    await page.getByLabel('卡密').fill(`wrong-${i}`);
    await page.getByRole('button', { name: '确认激活' }).click();
    // Each answer clears the password field: wait for it before the next try.
    await expect(page.getByLabel('卡密')).toHaveValue('');
    if (i < 5) await expect(wrong).toBeVisible();
  }
  await expect(locked).toBeVisible();
  await page.getByLabel('卡密').fill(card.password);
  await page.getByRole('button', { name: '确认激活' }).click();
  await expect(page.getByLabel('卡密')).toHaveValue('');
  await expect(locked).toBeVisible();
  await expect(page).toHaveURL(/\/app\/realcard\/activate$/);
});
