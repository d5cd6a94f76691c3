import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, dismissPopups, signedInAsNewMember, signedInContext, signIn, signUpThroughApi } from '../../../support/member-session';
import { apiPost, enrolThroughKernel, fillPerson, LEADER_MOBILE, paidEnrolment, payThroughSandbox, sandboxWechatPay } from './act-support';

/*
 * Activities. Each project has a server of its own (support/global-setup.ts), so a
 * journey that takes a seeded unit (activity 9's last place, the demo member's ended walk to
 * review) takes it once per server; the others enrol members of their own.
 */

const XIYUAN = { latitude: 39.998, longitude: 116.276 };
const ZHANG = { name: '张三丰', mobile: '13800001111', id: '110108198503154211', birth: '1985-03-15' };

/** 王小雨, a companion the member saved on an earlier paid enrolment (its person as the kernel takes it). */
const WANG = { name: '王小雨', gender: 2, mobile: '13700137001', idType: 1, idNumber: '11010519491231002X', birthDate: '1949-12-31', emergencyName: '王大山', emergencyPhone: '13700137002' };

test.describe('find, enrol, pay, check in', () => {
  test.use({ geolocation: XIYUAN, permissions: ['geolocation'] });

  test('a member filters the list, enrols two people with insurance and pays', async ({ page, visit }) => {
    // A member of their own who went on a trip with 王小雨 before and saved her (paid enrolment of activity 10).
    const member = await signUpThroughApi(page.request);
    await paidEnrolment(page.request, member.token, 10, [WANG], true);
    await sandboxWechatPay(page, 'o-e2e-act-member');
    await page.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), member);
    await visit('/app/act/1000');

    // The list: filter by departure province, open the trip.
    await page.getByRole('button', { name: '出发地 ▾' }).click();
    await page.getByRole('button', { name: /^北京（\d+）$/ }).click();
    await expect(page.getByRole('button', { name: '移除条件 出发地：北京' })).toBeVisible();
    const cards = page.getByRole('list', { name: '活动列表' }).getByRole('link');
    await expect(cards).toHaveCount(2);
    await page.getByRole('link', { name: '香山晨练徒步' }).click();
    await expect(page).toHaveURL(/\/app\/act\/1000\/detail\/7$/);
    await expect(page.getByRole('heading', { name: '香山晨练徒步' })).toBeVisible();
    await page.getByRole('link', { name: '立即报名' }).click();

    // Enrol: a saved companion and a person typed in; bad input is refused with the spec's words.
    await expect(page.getByRole('heading', { level: 1, name: '活动报名' })).toBeVisible();
    await page.getByRole('button', { name: '+ 王小雨' }).click();
    await expect(page.getByRole('group', { name: '第1位报名人' }).getByLabel('真实姓名')).toHaveValue('王小雨');
    await page.getByRole('button', { name: '增加一人' }).click();
    await fillPerson(page, 2, { ...ZHANG, id: '110108198503154210' });
    await page.getByRole('checkbox', { name: '我已阅读并同意《活动报名须知》' }).check();
    const second = page.getByRole('group', { name: '第2位报名人' });
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect(second.getByRole('alert')).toHaveText('身份证号码校验位不对，请核对后重新输入');
    await second.getByLabel('证件号码').fill(ZHANG.id);
    await second.getByLabel('手机号').fill('12345678901');
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect(second.getByRole('alert')).toHaveText('手机号码格式不对哦~');
    await second.getByLabel('手机号').fill(ZHANG.mobile);
    await second.getByLabel('真实姓名').fill('张');
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect(second.getByRole('alert')).toHaveText('中文姓名格式不对哦~');
    await second.getByLabel('真实姓名').fill(ZHANG.name);
    // The draft survives a reload.
    await page.reload();
    await expect(page.getByRole('group', { name: '第2位报名人' }).getByLabel('真实姓名')).toHaveValue(ZHANG.name);
    await expect(page.getByLabel('合计金额')).toHaveText('¥146.00');
    await page.getByRole('button', { name: '提交报名' }).click();

    // Pay in the sandbox: the enrolment is paid by the notify, then the success page.
    await expect(page).toHaveURL(/\/app\/pay\/act\?iid=1000&orderId=\w+/);
    await expect(page.getByRole('region', { name: '订单信息' })).toContainText('香山晨练徒步');
    await page.getByRole('button', { name: '微信支付 ¥146.00' }).click();
    await expect(page).toHaveURL(/\/app\/pay\/act\/success\/1000\?orderId=\w+/, { timeout: 30_000 });
    await expect(page.getByText('支付成功')).toBeVisible();
    await expect(page.getByRole('region', { name: '支付结果' })).toContainText('王小雨、张三丰');
    const code = (await page.getByRole('region', { name: '签到码' }).locator('strong').textContent()) ?? '';
    expect(code).toMatch(/^\d{10}$/);

    // The order: paid, the server's price.
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(/\/app\/order\/detail\?orderId=\w+&iid=1000$/);
    await expect(page.getByRole('region', { name: '订单状态' })).toContainText('已支付');
    await expect(page.getByRole('region', { name: '商品信息' })).toContainText('香山晨练徒步');
    await expect(page.getByRole('region', { name: '商品信息' })).toContainText('实付 ¥146.00');
  });

  test('a paid group checks in by location; the leader sees it and checks the group in elsewhere by its code', async ({ page, visit, browser, baseURL }) => {
    // A paid enrolment of two people of activity 7 (made through the kernel, as the enrol page does).
    const zhao = { name: '赵一鸣', gender: 1, mobile: '13800005555', idType: 1, idNumber: '110108198807163213', birthDate: '1988-07-16', emergencyName: '赵家人', emergencyPhone: '13800006666' };
    const qian = { name: '钱小禾', gender: 2, mobile: '13800007777', idType: 1, idNumber: '330106199203054422', birthDate: '1992-03-05', emergencyName: '钱家人', emergencyPhone: '13800008888' };
    const member = await signedInAsNewMember(page, visit, '/app/act/1000/detail/7');
    const orderId = await paidEnrolment(page.request, member.token, 7, [zhao, qian]);
    await visit(`/app/pay/act/success/1000?orderId=${orderId}`);
    await expect(page.getByRole('region', { name: '支付结果' })).toContainText('赵一鸣、钱小禾');
    const code = (await page.getByRole('region', { name: '签到码' }).locator('strong').textContent()) ?? '';
    expect(code).toMatch(/^\d{10}$/);

    // Check in by location at the first place; the second is 7 km away.
    await page.getByRole('link', { name: '去签到' }).click();
    const far = page.getByRole('region', { name: '签到点 香山公园东门' });
    await far.getByRole('button', { name: '定位签到' }).click();
    await expect(far.getByRole('alert')).toHaveText(/^不在签到范围内：距离香山公园东门约\d+米（需在200米内）/);
    await page.getByRole('region', { name: '签到点 西苑地铁站C口' }).getByRole('button', { name: '定位签到' }).click();
    await expect(page.getByRole('region', { name: '签到结果' })).toContainText('签到人数：2');
    // Twice at one place: refused, nothing counted again.
    const again = await apiPost(page.request, '/act/sign', { iid: 1000, token: member.token, actId: 7, placeId: 1, lat: XIYUAN.latitude, lng: XIYUAN.longitude });
    expect(again.msg).toBe('已签到过，每人每个签到点只能签到一次');

    // The leader's roster shows both checked in; the leader checks the group in at the second place by its code.
    const leader = await browser.newContext({ viewport: { width: 375, height: 667 }, baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await signedInContext(leader, await signUpThroughApi(page.request, LEADER_MOBILE));
    const roster = await leader.newPage();
    await roster.goto('/app/act/signUserList?iid=1000&actId=7');
    const table = roster.getByRole('table', { name: '参与者名单' });
    await expect(table.getByRole('row').filter({ hasText: '赵一鸣' })).toContainText('已签到 西苑地铁站C口');
    await expect(table.getByRole('row').filter({ hasText: '钱小禾' })).toContainText('138****7777');
    await roster.getByRole('button', { name: '香山公园东门' }).click();
    await expect(table.getByRole('row').filter({ hasText: '钱小禾' })).toContainText('未签到');
    await roster.getByRole('textbox', { name: '报名码' }).fill(code);
    await roster.getByRole('button', { name: '确认签到' }).click();
    await expect(table.getByRole('row').filter({ hasText: '钱小禾' })).toContainText('已签到 香山公园东门');
    await leader.close();
  });
});

test('the last place: more people than are left is refused, and of two groups the one already paying keeps it', async ({ page, visit }) => {
  // Group A enrols for the last place of activity 9 through the app's call and is paying.
  const a = await signUpThroughApi(page.request, `137${String(Date.now()).slice(-8)}`);
  await signIn(page, visit, '/app/act/enroll?iid=1000&id=9');
  await expect(page.getByRole('region', { name: '活动信息' })).toContainText('剩余1个名额');
  await fillPerson(page, 1, ZHANG);
  await page.getByRole('button', { name: '增加一人' }).click();
  await fillPerson(page, 2, { name: '李四', mobile: '13800002222', id: '11010519491231002X', birth: '1949-12-31' });
  await page.getByRole('checkbox', { name: '我已阅读并同意《活动报名须知》' }).check();
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('报名人数超过剩余名额（仅剩1个）')).toBeVisible();
  await page.getByRole('group', { name: '第2位报名人' }).getByRole('button', { name: '删除' }).click();

  const person = { name: '王五', gender: 1, mobile: '13800003333', idType: 1, idNumber: '44030519900101123X', birthDate: '1990-01-01', emergencyName: '王六', emergencyPhone: '13800004444' };
  const taken = await enrolThroughKernel(page.request, a.token, 9, [person]);
  const orderA = taken.t?.orderId ?? '';
  expect(orderA).not.toBe('');

  // Group B submits a moment later: the place is held by A's unpaid enrolment.
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('名额已满，下次早点来哦')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/act\/enroll\?iid=1000&id=9$/);

  // A pays: the place is A's.
  await payThroughSandbox(page.request, a.token, orderA);
  await visit('/app/act/1000/detail/9');
  await expect(page.getByRole('button', { name: '已满员' })).toBeDisabled();
});

test('the demo member reviews an ended walk', async ({ page, visit }) => {
  await signIn(page, visit, '/app/comment/act?iid=1000&actId=8', DEMO_MEMBER);
  await expect(page.getByRole('heading', { name: '梧桐山穿越' })).toBeVisible();
  for (const label of ['行程安排', '领队服务', '性价比']) {
    await page.getByRole('radiogroup', { name: label }).getByRole('radio', { name: '5星 非常好' }).check({ force: true });
  }
  await page.getByLabel('评价内容').fill('路线很美，领队讲解专业，补给到位');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('评价已发布，感谢你的反馈')).toBeVisible();
  await visit('/app/act/1000/detail/8');
  await expect(page.getByRole('article', { name: '同心志愿者的评价' })).toContainText('路线很美');
});

test('the trip page follows the tripIndex font size, and the activity page its own', async ({ page, visit }) => {
  await dismissPopups(page);
  await visit('/app/trip/8');
  await expect(page.getByRole('heading', { level: 1, name: '线路详情' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('50px');
  await expect(page.getByRole('region', { name: '线路', exact: true })).toContainText('940');
  await visit('/app/act/1000/detail/8');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18.75px');
});
