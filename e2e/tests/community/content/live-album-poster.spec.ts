import { expect, test } from '../../../support/fixtures';
import { logInThroughApi, signedInContext, signIn, signUpThroughApi } from '../../../support/member-session';
import { payThroughSandbox, pngFile, wechatIdentity } from './content-support';

/** The host of the seeded looping room (apps/server/src/modules/content/seed.ts DEMO_HOST_MOBILE). */
const HOST_MOBILE = '13912340015';

test('two viewers in a live room: a comment shows at once for the other, a tip is announced, and the host mutes the room', async ({
  page,
  visit,
  browser,
}) => {
  const rooms = (await (
    await page.request.get('/api/content/live/list?iid=1000&status=live')
  ).json()) as { t: { list: Array<{ id: number; price: number; title: string }> } };
  const room = rooms.t.list.find((r) => r.price === 0)!;
  const path = `/app/live/1000/detail?id=${room.id}`;

  // The second viewer is the room's host (signed up once per server, logged in after that).
  const host = await signUpThroughApi(page.request, HOST_MOBILE).catch(() =>
    logInThroughApi(page.request, { mobile: HOST_MOBILE, password: 'secret123' }),
  );
  const other = await browser.newContext({
    viewport: { width: 375, height: 740 },
    baseURL: process.env.E2E_BASE_URL,
  });
  await signedInContext(other, host);
  const watcher = await other.newPage();
  await watcher.goto(path);
  await expect(watcher.getByRole('list', { name: '直播间消息' })).toContainText('主播好！');

  await wechatIdentity(page, 'o-e2e-live-tipper');
  await payThroughSandbox(page);
  await signIn(page, visit, path);
  await expect(page.getByLabel(`直播：${room.title}`)).toBeVisible();
  const text = `来自第一个浏览器 ${Date.now()}`;
  await page.getByRole('textbox', { name: '发送消息' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(watcher.getByRole('list', { name: '直播间消息' })).toContainText(text);

  await page.getByRole('link', { name: '打赏主播' }).click();
  await page.getByRole('radio', { name: '¥5.00' }).click();
  await page.getByRole('button', { name: '打赏 ¥5.00' }).click();
  await expect(page.getByRole('status')).toHaveText('打赏成功，已在直播间播报，谢谢你的支持', { timeout: 20_000 });
  await expect(watcher.getByRole('list', { name: '直播间消息' })).toContainText('打赏了主播 ¥5.00');

  // The host mutes the room from its page: the viewer's box closes at once, and opens again.
  await page.getByRole('link', { name: '返回直播间' }).click();
  const box = page.getByRole('textbox', { name: '发送消息' });
  await expect(box).toBeEnabled();
  await watcher.getByRole('button', { name: '全员禁言' }).click();
  await expect(page.getByRole('alert')).toHaveText('主播已开启全员禁言');
  await expect(box).toBeDisabled();
  await watcher.getByRole('button', { name: '解除全员禁言' }).click();
  await expect(box).toBeEnabled();
  await other.close();
});

test.describe('uploads', () => {
  // The second photo's first upload is refused (HTTP 507, a nearly full disk): the browser logs that response.
  test.use({ allowConsoleErrors: [/status of 507 .*\/api\/content\/storage/] });

  test('three photos go up to an album — one fails and is retried; a renamed non-image is refused; a poster is made', async ({
    page,
    visit,
  }) => {
    await signIn(page, visit, '/app/cloudalbum/1000/add?album=1');
    let failedOnce = false;
    await page.route('**/api/content/storage', async (route) => {
      if (!failedOnce && route.request().postDataBuffer()?.includes(Buffer.from('second.png'))) {
        failedOnce = true;
        // The storage's refusal of a nearly full disk, as the server words it (its own test: content/uploads.test.ts).
        await route.fulfill({
          status: 507,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ code: 507, msg: '存储空间不足，暂时无法上传，请稍后再试' }),
        });
        return;
      }
      await route.continue();
    });
    const input = page.getByLabel('选择照片');
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture at all'),
    });
    await expect(page.getByText(/仅支持jpg、png、jpeg、bmp、gif格式的图片/).first()).toBeVisible();
    await input.setInputFiles([
      await pngFile(page, 'first.png', 10),
      await pngFile(page, 'second.png', 120),
      await pngFile(page, 'third.png', 240),
    ]);
    await expect(page.getByText('上传失败')).toBeVisible();
    // The person reads why, not 错误码507.
    await expect(
      page.locator('[data-status="failed"]').getByText('存储空间不足，暂时无法上传，请稍后再试'),
    ).toBeVisible();
    await page.getByRole('button', { name: '重试', exact: true }).click();
    await expect(page.getByRole('button', { name: '添加到相册（3张）' })).toBeEnabled();
    await page.getByRole('button', { name: '添加到相册（3张）' }).click();
    await expect(page).toHaveURL(/\/app\/cloudalbum\/1000\/detail\/1$/);
    const photo = page.getByRole('img', { name: /上传的照片$/ }).first();
    await expect(photo).toBeVisible();
    // The photo comes at the width of its grid cell (srcset), in a modern format the browser takes: fewer bytes on a slow network.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('x-oss-process=image/resize,w_');
    const variant = await page.request.get(await photo.evaluate((img: HTMLImageElement) => img.currentSrc), {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(variant.headers()['content-type']).toBe('image/avif');

    await visit(
      '/app/share/poster?title=%E4%B8%80%E8%B5%B7%E5%81%9A%E5%BF%97%E6%84%BF%E8%80%85&link=%2Fapp%2Fnews%2F1000%2Fdetail%2F1',
    );
    await expect(page.getByRole('img', { name: '一起做志愿者海报' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
