import type { Page } from '@playwright/test';
import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';

const OPENID = 'o-e2e-stay-guest';
const DAY_MS = 86_400_000;
/** A day `n` days from now in Asia/Shanghai (the server's day), 'YYYY-MM-DD'. */
const shanghaiDay = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);
const spoken = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 `;

/** Taps a day of the availability calendar, turning to its month first. */
async function tapDay(page: Page, day: string) {
  const calendar = page.getByRole('region', { name: '选择日期' });
  await expect(calendar.getByRole('button', { name: '上个月' })).toBeVisible();
  const cell = calendar.getByRole('button', { name: new RegExp(`^${spoken(day)}`) });
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++) await calendar.getByRole('button', { name: '下个月' }).click();
  await cell.click();
}

test.describe('campsite booking in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('books the star cabin for two nights and pays; the nights are then full for the next guest; a stay ending before it starts is refused', async ({ page, visit, browser }) => {
    await page.addInitScript((openid) => {
      localStorage.setItem('idsUser:1000', JSON.stringify({ openid, unionid: null, nickname: null, headimgurl: null }));
    }, OPENID);
    let created: Promise<string> = Promise.reject(new Error('no order was created'));
    created.catch(() => undefined);
    await page.exposeFunction('__sandboxConfirm', async () => {
      const reply = await page.request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: await memberToken(page), orderId: await created } });
      return reply.ok();
    });
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.WeixinJSBridge = {
        invoke(_name: string, _params: unknown, done: (res: { err_msg: string }) => void) {
          void (w.__sandboxConfirm as () => Promise<boolean>)().then((paid) => done({ err_msg: `get_brand_wcpay_request:${paid ? 'ok' : 'fail'}` }));
        },
      };
    });

    await signIn(page, visit, '/app/campsite/1000');
    await expect(page.getByRole('link', { name: '安吉云上草原露营地' })).toBeVisible();
    await page.getByRole('tab', { name: '民宿' }).click();
    await expect(page.getByRole('link', { name: '西湖龙井茶园民宿' })).toBeVisible();
    await page.getByRole('tab', { name: '露营地' }).click();
    await page.getByRole('link', { name: '安吉云上草原露营地' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '安吉云上草原露营地' })).toBeVisible();
    await expect(page.getByRole('region', { name: '安吉云上草原露营地位置' })).toBeVisible();
    await page.getByRole('link', { name: '预订星空木屋' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '星空木屋' })).toBeVisible();
    const [checkIn, checkOut] = [shanghaiDay(3), shanghaiDay(5)];
    await tapDay(page, checkIn);
    await tapDay(page, checkOut);
    await page.getByLabel('联系人').fill('赵露营');
    await page.getByLabel('手机号').fill('13912345678');
    const pay = page.getByRole('button', { name: /^预订并支付 ¥[\d,.]+$/ });
    await expect(pay).toBeEnabled();
    created = page
      .waitForResponse((r) => r.url().includes('uri=%2Fh5%2Forder%2Fcreate'))
      .then(async (r) => ((await r.json()) as { t: { orderId: string } }).t.orderId);
    await pay.click();
    await expect(page.getByRole('heading', { name: '预订成功' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: '查看我的预订' }).click();
    const booking = page.getByRole('article', { name: '安吉云上草原露营地 星空木屋' });
    await expect(booking).toContainText(`${checkIn} 至 ${checkOut} · 2晚`);
    await expect(booking).toContainText('待入住');

    // The next guest (a visitor in another browser) finds those nights full.
    const next = await browser.newPage({ userAgent: USER_AGENTS.mobileBrowser });
    await next.goto('/app/campsite/1000/roomDetail?id=13');
    const calendar = next.getByRole('region', { name: '选择日期' });
    const day = calendar.getByRole('button', { name: new RegExp(`^${spoken(checkIn)}`) });
    await expect(calendar.getByRole('button', { name: '上个月' })).toBeVisible();
    for (let i = 0; i < 3 && !(await day.isVisible()); i++) await calendar.getByRole('button', { name: '下个月' }).click();
    await expect(day).toHaveAccessibleName(/已满/);
    await expect(day).toBeDisabled();
    await next.close();

    // A stay whose end is before its start: refused in words, nothing booked.
    const token = await memberToken(page);
    const query = new URLSearchParams({ uri: '/h5/order/create', iid: '1000', orderType: '3', num: '1', keys: '12', property: shanghaiDay(9), property2: shanghaiDay(8), token });
    const refused = await page.request.get(`/h5/getjsonp?${query.toString()}`);
    expect(await refused.json()).toMatchObject({ code: 400, msg: '离店日期必须晚于入住日期' });
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});
