import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { signUpThroughApi } from '../../../support/member-session';
import { operatorHeaders } from '../../../support/staff';


test.use({ userAgent: USER_AGENTS.wechat });

test('a member applies to join as a member shop, pays the fee in WeChat, and the organisation approves it', async ({ page, context, visit }) => {
  const me = await signUpThroughApi(page.request);
  const shopName = `同心小馆${me.userId}`;
  await context.addInitScript((s) => {
    window.localStorage.setItem('memberSession', JSON.stringify(s));
    window.localStorage.setItem('idsUser:1000', JSON.stringify({ openid: 'o-e2e-shops-join', unionid: null, nickname: null, headimgurl: null }));
  }, me);
  // The payer confirms in WeChat: the sandbox gateway then sends the server its signed notify for the order the pay page created.
  let created: Promise<string> = Promise.reject(new Error('no order was created'));
  created.catch(() => undefined);
  await page.exposeFunction('__sandboxConfirm', async () => {
    const reply = await page.request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: me.token, orderId: await created } });
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

  await visit('/app/shops/join');
  await expect(page.getByRole('region', { name: '入驻说明' })).toContainText('¥99');
  await page.getByRole('link', { name: '立即入驻' }).click();
  await page.getByLabel('店铺名称').fill(shopName);
  await page.getByLabel('经营类目').selectOption('餐饮');
  await page.getByLabel('联系人').fill('周店长');
  await page.getByLabel('联系电话').fill('1390000');
  await page.getByLabel('所在地区').fill('浙江省杭州市西湖区');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '手机号码格式不对哦~' })).toBeVisible();
  await page.getByLabel('联系电话').fill('13900003333');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/app\/shops\/join\/step2$/);
  await page.getByRole('textbox', { name: '店铺介绍' }).fill('社区食堂，志愿者九折');
  await page.getByRole('button', { name: '提交并支付入驻费' }).click();

  // The location helper: a full page load of the pay page, whose URL WeChat's JSAPI checks.
  await expect(page).toHaveURL(/\/app\/pay\/shops_join\?iid=1000$/);
  await expect(page.getByRole('region', { name: '入驻订单' })).toContainText(shopName);
  created = page
    .waitForResponse((response) => response.url().includes('uri=%2Fh5%2Forder%2Fcreate'))
    .then(async (response) => ((await response.json()) as { t: { orderId: string } }).t.orderId);
  await page.getByRole('button', { name: /确认支付 ¥99/ }).click();
  await expect(page.getByText('入驻费已支付，等待组织审核')).toBeVisible({ timeout: 20_000 });

  // The organisation approves it (the admin API, as the platform operator signed in through the
  // server's own call; a forged approval is refused in the server's tests).
  const ADMIN = await operatorHeaders(page.request);
  const queue = await page.request.get('/api/admin/shops/applications?iid=1000', { headers: ADMIN });
  const mine = ((await queue.json()) as { t: { id: number; name: string }[] }).t.find((a) => a.name === shopName);
  expect(mine).toBeDefined();
  const approved = await page.request.post('/api/admin/shops/review', { headers: ADMIN, data: { iid: 1000, id: mine?.id, approve: true } });
  expect(approved.ok()).toBe(true);
  await page.goto('/app/shops/1000/index');
  await page.getByRole('link', { name: new RegExp(shopName) }).click();
  await expect(page.getByRole('region', { name: '商家介绍' })).toContainText('社区食堂，志愿者九折');
});
