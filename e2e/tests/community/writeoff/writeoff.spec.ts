import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import { DEMO_MEMBER, dismissPopups, memberToken, signIn, signUpThroughApi } from '../../../support/member-session';

const text = { 'content-type': 'text/plain;charset=UTF-8' };

/** A new member holding the year card: its order through the kernel, paid by the sandbox notify. */
async function vipHolder(request: APIRequestContext) {
  const holder = await signUpThroughApi(request);
  const query = new URLSearchParams({ domain: 'localhost', uri: '/h5/order/create', f: '1', iid: '1000', token: holder.token, orderType: '30', keys: '2', num: '1' });
  const created = (await (await request.get(`/h5/getjsonp?${query.toString()}`)).json()) as { t?: { orderId: string } };
  const orderId = created.t?.orderId;
  if (!orderId) throw new Error(`no vip order: ${JSON.stringify(created)}`);
  await request.post('/api/order.wechat.create', { headers: text, data: JSON.stringify({ iid: 1000, token: holder.token, orderId, openId: 'o-e2e-writeoff', payType: 1 }) });
  expect((await request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: holder.token, orderId } })).ok()).toBe(true);
  return holder;
}

test('a merchant writes off a vip benefit once with the code the member shows', async ({ page, visit }) => {
  const holder = await vipHolder(page.request);
  const shown = (await (await page.request.post('/api/vip/writeoff/code', { headers: text, data: JSON.stringify({ iid: 1000, token: holder.token }) })).json()) as { t: { writeOffCode: string } };
  const code = shown.t.writeOffCode;

  await dismissPopups(page);
  await signIn(page, visit, '/app/pay/vipWriteOff_index?iid=1000', DEMO_MEMBER);
  await expect(page.getByRole('heading', { name: '同心户外装备店' })).toBeVisible();
  await page.getByLabel('核销码').fill(code);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/pay/vipWriteOff\\?iid=1000&code=${code}$`));
  const drink = page.getByRole('listitem', { name: '到店饮品一杯' });
  await expect(drink).toContainText('剩余1次');
  await drink.getByRole('button', { name: '核销到店饮品一杯' }).click();
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '已核销「到店饮品一杯」' })).toBeVisible();
  await expect(drink).toContainText('已用完');
  await expect(drink.getByRole('button', { name: '核销到店饮品一杯' })).toBeDisabled();

  // Written off once: a second try is refused, and the member sees the one record.
  const merchant = await memberToken(page);
  const again = await page.request.post('/api/vip/writeoff/use', { headers: text, data: JSON.stringify({ iid: 1000, token: merchant, code, benefitId: 1 }) });
  expect(await again.json()).toEqual({ code: 409, msg: '该权益已用完，不能重复核销' });
  const received = (await (await page.request.get(`/api/vip/writeoff/recv?iid=1000&token=${holder.token}`)).json()) as { t: { total: number; list: { benefit: string }[] } };
  expect(received.t).toMatchObject({ total: 1, list: [{ benefit: '到店饮品一杯' }] });
});
