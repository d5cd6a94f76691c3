import { USER_AGENTS } from '../../../playwright.config';
import { expect } from '../../../support/fixtures';
import { lastSmsCode, uniqueAddress } from '../../../support/university';
import { uniqueMobile } from '../../../support/member-session';
import { appTicket, identityTest, miniProgramTicket, werunAnswer } from './identity-server';

/** The identity journeys run against a server of their own (emulated WeChat, app tickets). */
const test = identityTest;

// The journeys set their own user agents: once is enough (the wechat-phone project).
test.skip(({ userAgent }) => userAgent !== USER_AGENTS.wechat, 'the wechat-phone project runs the identity journeys');

test.describe('a member for every environment', () => {
  test.describe.configure({ mode: 'default' });

  test('a WeChat visitor reaches the personal page with no login form, then binds the number of an existing member and gets its records', async ({ page, request }) => {
    // The number's member: signed up by phone before, with a coupon claimed.
    const mobile = uniqueMobile();
    const headers = { 'x-forwarded-for': uniqueAddress(), 'content-type': 'text/plain;charset=UTF-8' };
    expect((await request.post('/api/member/code', { headers, data: JSON.stringify({ iid: 1000, mobile }) })).ok()).toBe(true);
    const verifyCode = await lastSmsCode(request, mobile);
    const signedUp = (await (await request.post('/api/member/register', { headers, data: JSON.stringify({ iid: 1000, verifyCode, loginName: mobile, password: 'secret123' }) })).json()) as { t: { token: string; userId: number } };
    const claimed = await request.post('/api/shop/coupon/recv', { headers, data: JSON.stringify({ iid: 1000, token: signedUp.t.token, couponId: 1003 }) });
    expect(((await claimed.json()) as { code?: number }).code).toBeUndefined();

    // In WeChat: the page goes to WeChat's (emulated) authorise page and back, and the member is signed in.
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) urls.push(request.url());
    });
    await page.goto('/app/account/personal');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/account\/personal$/);
    expect(urls.some((u) => u.includes('/api/dev/wechat/authorize?appid='))).toBe(true);
    expect(urls.some((u) => u.includes('/app/account/login'))).toBe(false);
    await expect(page.getByLabel('密码')).toHaveCount(0);

    // A reload is the same member, without another trip to WeChat.
    const before = urls.length;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    expect(urls.slice(before).some((u) => u.includes('/authorize'))).toBe(false);

    // Binding the number: code, countdown, bind; the session becomes the number's member.
    await page.getByRole('link', { name: '绑定手机号 ›' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '绑定手机号' })).toBeVisible();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
    await page.getByLabel('验证码').fill(await lastSmsCode(request, mobile));
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/account\/personal$/);
    await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`).first()).toBeVisible();
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('memberSession'))) ?? '{}') as { userId?: number };
    expect(session.userId).toBe(signedUp.t.userId);

    // The number's member's coupon is this visitor's now.
    await page.goto('/app/account/1000/coupon');
    await expect(page.getByText('新人5元无门槛券')).toBeVisible();
  });

  test('an app webview visitor (its bridge and signed ticket) reaches the points page with no login form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: `${USER_AGENTS.mobileBrowser} Finger/3.2.1`, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();
    const ticket = appTicket(`e2e-rid-${Date.now()}`, '客户端用户');
    await page.addInitScript((t) => {
      (window as unknown as { clientBridge: unknown }).clientBridge = {
        call: (method: string) => (method === 'getUserInfo' ? { rid: '880001', nick_name: '客户端用户', ticket: t } : null),
      };
    }, ticket);
    await page.goto('/app/account/point');
    await expect(page.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/account\/point$/);
    await expect(page.getByTestId('point-balance')).toHaveText('0');
    await page.goto('/app/account/personal');
    await expect(page.getByText('客户端用户')).toBeVisible();
    await context.close();
  });
  test('a mini-program visitor (its signed ticket) syncs WeChat Run: the mini-program brings the encrypted steps back, the server decrypts them, the rank shows them', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, userAgent: `${USER_AGENTS.wechat} miniProgram`, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    // The web-view's wx.miniProgram: navigateTo opens the host mini-program's page (recorded here).
    await page.addInitScript(() => {
      const w = window as unknown as { wx: unknown; __opened: string[] };
      w.__opened = [];
      w.wx = { miniProgram: { navigateTo: (o: { url: string; success?: () => void }) => (w.__opened.push(o.url), o.success?.()) } };
    });
    const openid = `o-e2e-werun-${Date.now()}`;
    await page.goto(`/app/step/count?idTicket=${encodeURIComponent(miniProgramTicket(openid, '小程序跑友'))}`);
    const today = page.getByRole('region', { name: '今日步数' });
    await expect(today).toContainText('0');
    await expect(page).toHaveURL(/\/app\/step\/count$/);

    // 同步 opens the mini-program's WeChat Run page with the member and the way back.
    await page.getByRole('button', { name: '同步微信运动步数' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length)).toBe(1);
    const opened = new URL(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened[0] ?? ''), 'https://mini.program');
    expect(opened.pathname).toBe('/pages/werun/werun');
    const back = new URL(opened.searchParams.get('back') ?? '');
    expect(back.pathname).toBe('/app/step/count');

    // The mini-program (wx.login, wx.getWeRunData) reopens the page with the encrypted data.
    const day = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const answer = await werunAnswer(request, openid, [[day(1), 12_000], [day(0), 8_765]]);
    back.searchParams.set('werunCode', answer.code);
    back.searchParams.set('werunData', answer.encryptedData);
    back.searchParams.set('werunIv', answer.iv);
    await page.goto(back.toString());
    await expect(page.getByText('微信运动步数已同步')).toBeVisible();
    await expect(today).toContainText('8,765');
    // The answer left the address at once: a reload does not post the used code again.
    await expect(page).toHaveURL(/\/app\/step\/count$/);
    await page.reload();
    await expect(today).toContainText('8,765');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('link', { name: '排行榜' }).click();
    await expect(page.getByLabel(/^我的排名 第\d+名$/)).toContainText('8,765步');
    await context.close();
  });
});
