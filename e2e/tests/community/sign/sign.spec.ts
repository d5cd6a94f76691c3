import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';

/** 运河古桥寻访 (subject 2): 拱宸桥 (site 7) and 广济桥 (site 8). */
const GONGCHEN = { latitude: 30.3175, longitude: 120.1416 };
const GUANGJI = { latitude: 30.4853, longitude: 120.1855 };

test.use({ permissions: ['geolocation'], geolocation: { latitude: GONGCHEN.latitude + 0.045, longitude: GONGCHEN.longitude } });

test('checks in at sign sites by location: 5 km away is refused, at the site it counts, and the last site gives the certificate', async ({ page, visit, context }) => {
  await signIn(page, visit, '/app/sign/index');
  await page.getByRole('link', { name: '运河古桥寻访' }).click();
  await expect(page.getByRole('region', { name: '进度' })).toContainText('已打卡 0/2 个点位');
  await page.getByRole('link', { name: '拱宸桥' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '拱宸桥' })).toBeVisible();

  // 5 km from the bridge: refused with the distance, nothing recorded.
  await page.getByRole('button', { name: '定位打卡' }).click();
  await expect(page.getByRole('alert')).toHaveText('不在打卡范围内：距离打卡点约5.0公里，需在200米内');
  await expect(page.getByRole('button', { name: '定位打卡' })).toBeVisible();

  await context.setGeolocation({ latitude: GONGCHEN.latitude + 0.0005, longitude: GONGCHEN.longitude });
  await page.getByRole('button', { name: '定位打卡' }).click();
  await expect(page.getByRole('status')).toContainText('已打卡 1/2 个点位');

  await context.setGeolocation(GUANGJI);
  await page.goto('/app/sign/site?iid=1000&id=8');
  await page.getByRole('button', { name: '定位打卡' }).click();
  await expect(page.getByRole('status')).toContainText('已打卡 2/2 个点位');
  await page.getByRole('link', { name: '全部点位已完成，领取证书' }).click();
  await expect(page.getByRole('img', { name: /^运河古桥寻访证书 .+ QD1000002\d{6}$/ })).toBeVisible();

  await page.goto('/app/sign/record');
  await expect(page.getByRole('link', { name: '广济桥' })).toBeVisible();
  await expect(page.getByRole('link', { name: '拱宸桥' })).toBeVisible();
  await page.goto('/app/sign/rank?iid=1000&subjectId=2');
  await expect(page.getByLabel(/^我的排名 第\d+名$/)).toContainText('2个点位');
  await page.goto('/app/sign/map');
  await expect(page.getByRole('region', { name: '打卡点位地图' })).toBeVisible();
});
