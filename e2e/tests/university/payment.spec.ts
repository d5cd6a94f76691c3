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
    await expect(page.getByText('正在前往小程序支付…')).toBeVisible();
    const [url] = await page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
    expect(url?.startsWith('/pages/pay/pay?')).toBe(true);
    const q = Object.fromEntries(new URLSearchParams(url?.split('?')[1]));
    expect(q).toMatchObject({ iid: String(UNIVERSITY_IID), rid: String(applicant.rid), session: applicant.token, channel: 'registration', tradeType: 'JSAPI' });
    expect(q.gid).toMatch(/^\d+$/);
  });
});
