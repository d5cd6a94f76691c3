import { order, staff } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, ok, startTestApp, type TestApp } from '../../testing/harness';
import { DEMO_OWNER, signInStaff } from '../../testing/staff';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { memberOrders } from './schema';

/*
 * The console's orders: finance lists, filters, ships, refunds (partly, with a reason, never more
 * than was paid) and exports the tenant's orders; nothing of another tenant, by any id.
 */

describe.each(BACKENDS)('console orders on %s', (backend) => {
  let t: TestApp;
  let finance: string;
  let owner3073: string;
  let reviewer: string;
  let memberId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    finance = await signInStaff(t.app, '13800001002', 'Tongxin1002');
    reviewer = await signInStaff(t.app, '13800001001', 'Tongxin1001');
    owner3073 = await signInStaff(t.app, '13800003073', 'Tongxin3073');
    memberId = (await memberIdByMobile(t.database.db, 1000, DEMO_MEMBER.mobile)) ?? 0;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const paid = async (orderId: string, payFen = 5000) => {
    await t.database.db.insert(memberOrders).values({ orderId, iid: 1000, memberId, status: order.ORDER_STATUS.paid, businessType: order.BUSINESS_TYPE.goods, title: `测试商品 ${orderId}`, price: payFen, num: 1, payFen, paidAt: new Date(), deliveryAddress: '北京市东城区', contactName: '王同心', contactPhone: '13800138000' });
    return orderId;
  };

  it('lists the tenant’s orders by status, type and keyword, paged', async () => {
    await paid('TXCONSOLE0001');
    const all = ok(await call(t.app, order.consoleOrders, { token: finance, pageSize: 2 }));
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const toShip = ok(await call(t.app, order.consoleOrders, { token: finance, status: order.ORDER_STATUS.paid, businessType: order.BUSINESS_TYPE.goods }));
    expect(toShip.list.map((o) => o.orderId)).toContain('TXCONSOLE0001');
    expect(toShip.list.every((o) => o.status === 11 && o.businessType === 5)).toBe(true);
    expect(ok(await call(t.app, order.consoleOrders, { token: finance, keyword: 'TXCONSOLE00' })).list.map((o) => o.orderId)).toEqual(['TXCONSOLE0001']);
    // Another tenant's finance sees none of them; a reviewer may not look.
    expect(ok(await call(t.app, order.consoleOrders, { token: owner3073, keyword: 'TX' })).list).toEqual([]);
    expect((await call(t.app, order.consoleOrders, { token: owner3073, iid: 1000 })).error?.code).toBe(4921);
    expect((await call(t.app, order.consoleOrders, { token: reviewer })).error?.code).toBe(4920);
  });

  it('ships a paid order once, and never another tenant’s', async () => {
    const id = await paid('TXCONSOLE0002');
    expect((await call(t.app, order.consoleShip, { token: owner3073, orderId: id, company: '顺丰速运', transportNumber: 'SF1000000001' })).error?.code).toBe(404);
    const shipped = ok(await call(t.app, order.consoleShip, { token: finance, orderId: id, company: '顺丰速运', transportNumber: 'SF1000000001' }));
    expect(shipped).toMatchObject({ status: order.ORDER_STATUS.shipped, company: '顺丰速运', transportNumber: 'SF1000000001' });
    expect((await call(t.app, order.consoleShip, { token: finance, orderId: id, company: '顺丰速运', transportNumber: 'SF1000000002' })).error).toEqual({ code: 409, msg: '订单已发货' });
  });

  it('refunds part of a paid order with a reason, refuses more than was paid or no reason, and logs it', async () => {
    const id = await paid('TXCONSOLE0003', 5000);
    expect((await call(t.app, order.consoleRefund, { token: finance, orderId: id, amountFen: 1000, reason: ' ' })).error?.code).toBe(4922);
    const tooMuch = await call(t.app, order.consoleRefund, { token: finance, orderId: id, amountFen: 5001, reason: '多退' });
    expect(tooMuch.error?.msg).toBe('退款金额不能超过实付金额 50.00 元');
    const [unchanged] = await t.database.db.select().from(memberOrders).where(eq(memberOrders.orderId, id));
    expect(unchanged).toMatchObject({ refundFen: 0, refundState: order.REFUND_STATE.none });
    expect((await call(t.app, order.consoleRefund, { token: owner3073, orderId: id, amountFen: 100, reason: '越权' })).error?.code).toBe(404);
    const refunded = ok(await call(t.app, order.consoleRefund, { token: finance, orderId: id, amountFen: 1500, reason: '部分缺货' }));
    expect(refunded).toMatchObject({ refundFen: 1500, refundReason: '部分缺货' });
    const owner = await signInStaff(t.app, DEMO_OWNER.mobile, DEMO_OWNER.password);
    const line = ok(await call(t.app, staff.auditList, { token: owner, action: 'order.refund' })).list[0];
    expect(line).toMatchObject({ staffName: '同心财务', reason: '部分缺货', target: `order:${id}`, after: { refundFen: 1500 } });
  });

  it('two refunds of one order at once: one is claimed, the other refused', async () => {
    const id = await paid('TXCONSOLE0004', 3000);
    const [a, b] = await Promise.all([
      call(t.app, order.consoleRefund, { token: finance, orderId: id, amountFen: 3000, reason: '取消' }),
      call(t.app, order.consoleRefund, { token: finance, orderId: id, amountFen: 3000, reason: '取消' }),
    ]);
    expect([a, b].filter((r) => r.result).length).toBe(1);
    const [row] = await t.database.db.select().from(memberOrders).where(eq(memberOrders.orderId, id));
    expect(row?.refundFen).toBe(3000);
  });

  it('exports the filtered orders as CSV, formulas written as text, and logs the export', async () => {
    await t.database.db.insert(memberOrders).values({ orderId: 'TXCONSOLE0005', iid: 1000, memberId, status: 11, businessType: 5, title: '=HYPERLINK("x")', price: 100, num: 1, payFen: 100, paidAt: new Date() });
    const csv = ok(await call(t.app, order.consoleOrdersExport, { token: finance, keyword: 'TXCONSOLE0005' }));
    expect(csv.rows).toBe(1);
    expect(csv.csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(ok(await call(t.app, order.consoleOrdersExport, { token: owner3073, keyword: 'TXCONSOLE' })).rows).toBe(0);
  });
});
