import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';
import { payThroughSandbox, wechatIdentity } from './content-support';

test('a member plays a video and it resumes where they left it after a reload', async ({
  page,
  visit,
}) => {
  await signIn(page, visit, '/app/video/1000/detail?id=401');
  const video = page.getByLabel('视频：一分钟学会心肺复苏');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('x5-video-player-type', 'h5-page');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/progress') && r.ok());
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.currentTime = 5;
    v.pause();
  });
  await saved;
  await page.reload();
  await expect
    .poll(() =>
      page
        .getByLabel('视频：一分钟学会心肺复苏')
        .evaluate((v: HTMLVideoElement) => Math.round(v.currentTime)),
    )
    .toBe(5);
});

test('a locked episode is refused without purchase; bought in the sandbox, it plays', async ({
  page,
  visit,
  request,
}, testInfo) => {
  const album = (await (await request.get('/api/content/detail?iid=1000&id=503')).json()) as {
    t: { partList: Array<{ id: number; free: boolean; title: string }> };
  };
  const locked = album.t.partList.find((p) => !p.free)!;
  const refused = (await (
    await request.get(`/api/content/part?iid=1000&id=${locked.id}`)
  ).json()) as { code: number; msg: string };
  expect(refused).toEqual({ code: 4031, msg: '请先购买~' });

  await wechatIdentity(page, 'o-e2e-content-buyer');
  await payThroughSandbox(page);
  await signIn(page, visit, '/app/pay/pvideoAlbumDetail?id=503&iid=1000');
  await expect(page.getByRole('article', { name: '自然讲解员养成' })).toContainText('¥29.90');
  await expect(page.getByLabel(`${locked.title}（未购买）`)).toContainText('请先购买~');
  if (testInfo.project.name !== 'wechat-phone') {
    // Outside WeChat there is no JSAPI payment: the page says where to pay.
    await expect(page.getByRole('status').filter({ hasText: '请在微信中打开本页完成支付' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即购买 ¥29.90' })).toBeDisabled();
    return;
  }
  await page.getByRole('button', { name: '立即购买 ¥29.90' }).click();
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toHaveText('支付成功，已开通', { timeout: 20_000 });
  await page.getByRole('link', { name: locked.title }).click();
  await expect(page.getByLabel(`视频：${locked.title}`)).toBeVisible();
  await expect
    .poll(() =>
      page.getByLabel(`视频：${locked.title}`).evaluate((v: HTMLVideoElement) => v.readyState),
    )
    .toBeGreaterThanOrEqual(1);
});
