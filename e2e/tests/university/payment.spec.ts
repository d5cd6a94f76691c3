import { expect, test } from '../../support/fixtures';
import {
  admin,
  emulateWeixinBridge,
  ownAddress,
  portraitJpeg,
  registerApplicant,
  shown,
  signIn,
  submitThroughApi,
  toastsGone,
  UNIVERSITY_IID,
  type Applicant,
} from '../../support/university';
import type { Page, APIRequestContext } from '@playwright/test';

const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN miniProgram';

/** An applicant a reviewer has approved (status 2), signed in on the page. */
async function approvedApplicant(page: Page, request: APIRequestContext): Promise<Applicant> {
  await ownAddress(page);
  const applicant = await registerApplicant(request);
  await page.goto('/app/university/frame/home');
  await submitThroughApi(request, applicant, await portraitJpeg(page));
  await admin(request, `registrations/${applicant.rid}/approve`, { regId: 3 });
  await signIn(page, applicant);
  return applicant;
}

test('without a WeChat openId the payment asks to authorize WeChat first', async ({ page, request, visit }) => {
  await approvedApplicant(page, request);
  await visit('/app/university/apply/home');
  await page.getByRole('button', { name: '审核通过，点击支付' }).click();
  await expect(page).toHaveURL(/\/pay\/public-order\?/);
  await expect(page.getByRole('alert')).toHaveText('请先进行微信授权');
  await page.getByRole('button', { name: '返回报名' }).click();
  await expect(page.getByRole('button', { name: '审核通过，点击支付' })).toBeEnabled();
  // The warning toast has faded (the page is checked for accessibility at the end).
  await expect(shown(page, '请先进行微信授权')).toHaveCount(0);
});

test('a cancelled WeChat payment says so and leaves the registration unpaid', async ({ page, request, visit }) => {
  await emulateWeixinBridge(page, 'cancel');
  await approvedApplicant(page, request);
  await page.evaluate((iid) => localStorage.setItem(`idsUser:${iid}`, JSON.stringify({ openid: 'o-e2e-cancel' })), UNIVERSITY_IID);
  await visit('/app/university/apply/home');
  await page.getByRole('button', { name: '审核通过，点击支付' }).click();
  await expect(shown(page, '已取消支付').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重新支付' })).toBeEnabled();
  await toastsGone(page);
  await page.goto('/app/university/apply/home');
  await expect(page.getByRole('button', { name: '审核通过，点击支付' })).toBeEnabled();
});

test('a failed WeChat payment says so, offers to pay again and leaves the registration unpaid', async ({ page, request }) => {
  await emulateWeixinBridge(page, 'fail');
  await approvedApplicant(page, request);
  await page.evaluate((iid) => localStorage.setItem(`idsUser:${iid}`, JSON.stringify({ openid: 'o-e2e-fail' })), UNIVERSITY_IID);
  await page.goto('/app/university/apply/home');
  await page.getByRole('button', { name: '审核通过，点击支付' }).click();
  await expect(page).toHaveURL(/\/pay\/public-order\?/);
  await expect(page.getByRole('region', { name: '订单' })).toContainText('¥50.00');
  await expect(page.getByRole('alert')).toHaveText('支付失败');
  await expect(page.getByRole('button', { name: '重新支付' })).toBeEnabled();
  await toastsGone(page);
  await page.goto('/app/university/apply/home');
  await expect(page.getByRole('button', { name: '审核通过，点击支付' })).toBeEnabled();
});

test.describe('in a mini-program', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('the top nav shows Home on the apply home, Back elsewhere, nothing on the tabs', async ({ page, request, visit }) => {
    await ownAddress(page);
    const applicant = await registerApplicant(request);
    await signIn(page, applicant);
    await visit('/app/university/frame/home');
    await expect(page.getByRole('navigation', { name: '页面导航' })).toHaveCount(0);
    await visit('/app/university/apply/home');
    const nav = page.getByRole('navigation', { name: '页面导航' });
    await expect(nav.getByRole('button', { name: '首页' })).toBeVisible();
    await page.getByRole('link', { name: /基本信息/ }).click();
    await expect(nav.getByRole('button', { name: '返回' })).toBeVisible();
    await nav.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/apply\/home$/);
    await nav.getByRole('button', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/frame\/home$/);
    await expect(page.getByRole('navigation', { name: '页面导航' })).toHaveCount(0);
  });

  test('payment opens the mini-program pay page with the registration channel', async ({ page, request }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__navigations = [];
      w.wx = {
        miniProgram: {
          navigateTo(options: { url: string; success?: () => void }) {
            (w.__navigations as string[]).push(options.url);
            options.success?.();
          },
        },
      };
    });
    const applicant = await approvedApplicant(page, request);
    await page.goto('/app/university/apply/home');
    await page.getByRole('button', { name: '审核通过，点击支付' }).click();
    await expect(page.getByText('请在小程序中完成支付，完成后返回本页查看结果。')).toBeVisible();
    await expect(page.getByRole('region', { name: '订单' })).toContainText('同心大学2026年硕士研究生招生报名 报名费');
    await expect(page.getByRole('region', { name: '订单' })).toContainText('¥50.00');
    const [url] = await page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
    expect(url?.startsWith('/pages/pay/pay?')).toBe(true);
    const q = Object.fromEntries(new URLSearchParams(url?.split('?')[1]));
    expect(q).toMatchObject({ iid: String(UNIVERSITY_IID), rid: String(applicant.rid), session: applicant.token, channel: 'registration', tradeType: 'JSAPI' });
    expect(q.gid).toMatch(/^\d+$/);

    // Back without paying: the page looks, finds it unpaid, and still offers both ways on. It
    // listens for the return from an effect of its waiting state, so the return is sent again
    // until the page has looked.
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByText('尚未收到支付结果，如已支付请稍后在报名页查看。')).toBeVisible({ timeout: 2000 });
    }).toPass();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations.length)).toBe(2);
    await expect(page.getByRole('button', { name: '重新支付' })).toBeEnabled();

    // The mini-program's pay page pays (its prepay, then the gateway's signed notify), and the
    // applicant comes back to this page.
    const prepay = await request.post('/api/university/order/pay', {
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': applicant.address },
      data: JSON.stringify({ iid: UNIVERSITY_IID, rid: applicant.rid, token: applicant.token, gid: Number(q.gid), openId: 'o-mini-program' }),
    });
    expect(((await prepay.json()) as { code: number }).code).toBe(0);
    const paid = await request.post('/api/dev/pay/sandbox/pay', { data: { gid: Number(q.gid), rid: applicant.rid, token: applicant.token } });
    expect(paid.ok()).toBe(true);
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
      await expect(page.getByText('报名成功')).toBeVisible({ timeout: 2000 });
    }).toPass();
    await page.getByRole('button', { name: '返回报名' }).click();
    await expect(page.getByRole('button', { name: '报名成功' })).toBeDisabled();
  });

  test('waiting for the mini-program, 返回报名 goes back to the apply home', async ({ page, request }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.wx = { miniProgram: { navigateTo: (options: { success?: () => void }) => options.success?.() } };
    });
    await approvedApplicant(page, request);
    await page.goto('/app/university/apply/home');
    await page.getByRole('button', { name: '审核通过，点击支付' }).click();
    await page.getByRole('button', { name: '返回报名' }).click();
    await expect(page).toHaveURL(/\/apply\/home$/);
    await expect(page.getByRole('button', { name: '审核通过，点击支付' })).toBeEnabled();
  });
});
