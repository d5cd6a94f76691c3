import { content, shapes } from '@tongxin/api-client/catalogue';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse, ReplyError } from '../../http/reply-error';
import { implement, type PaymentOutcome } from '../../platform/module';
import { newTradeNo, recordPaymentNotice } from '../../platform/payments';
import { pageOffset } from '../../platform/paging';
import { NOTIFY_PATH, PayProviderError, type PaidNotice } from '../../providers/pay';
import type { Services } from '../../services';
import { requireMember, type Member } from '../member/api';
import { findItem, hasBought, itemLink, PURCHASE, type PurchaseKind } from './access';
import { contentPurchases, liveRooms } from './schema';

/*
 * content.buy, the older way to pay for a paid item or room (its own C… trades; the pages buy
 * through the order kernel's sellers, sellers.ts, as do tips). The server prices every purchase;
 * it counts only when the provider's verified notify arrives (`applyContentPayment`, routed here
 * by the trade prefix C).
 */

export const TRADE_PREFIX = 'C';
/** A waiting purchase of the same thing is paid again rather than doubled (a second tap, a reload). */
const REUSE_WAITING_MS = 30 * 60_000;

type PurchaseRow = typeof contentPurchases.$inferSelect;

async function prepay(s: Services, row: PurchaseRow, openId: string) {
  try {
    const { params } = await s.pay.prepay({ tradeNo: row.tradeNo, amountFen: row.amountFen, title: row.title, openId });
    return { tradeNo: row.tradeNo, amountFen: row.amountFen, pay: params };
  } catch (error) {
    if (error instanceof PayProviderError) throw new ReplyError(502, error.message);
    throw error;
  }
}

/** The member's waiting purchase of that thing (recent), or a new one at the server's price. */
async function purchase(s: Services, me: Member, what: { kind: PurchaseKind; targetId: number; title: string; amountFen: number }): Promise<PurchaseRow> {
  const [waiting] = await s.db
    .select()
    .from(contentPurchases)
    .where(
      and(
        eq(contentPurchases.memberId, me.id),
        eq(contentPurchases.kind, what.kind),
        eq(contentPurchases.targetId, what.targetId),
        eq(contentPurchases.status, PURCHASE.waiting),
        eq(contentPurchases.amountFen, what.amountFen),
        gt(contentPurchases.createdAt, new Date(s.now() - REUSE_WAITING_MS)),
      ),
    )
    .orderBy(desc(contentPurchases.createdAt))
    .limit(1);
  if (waiting) return waiting;
  const [row] = await s.db
    .insert(contentPurchases)
    .values({ iid: me.iid, memberId: me.id, ...what, status: PURCHASE.waiting, tradeNo: newTradeNo(TRADE_PREFIX), createdAt: new Date(s.now()) })
    .returning();
  if (!row) throw new Error('purchase row missing after insert');
  return row;
}

/**
 * Applies a verified payment to a purchase, once: it becomes paid (its item or room opens). A second
 * payment — another transaction for a paid purchase, or a purchase of what the member holds already
 * through another one — is `refund`: recorded and sent back by the notify route (money is
 * never silently kept).
 */
export async function applyContentPayment(s: Services, notice: PaidNotice): Promise<PaymentOutcome> {
  return s.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [found] = await tx.select().from(contentPurchases).where(eq(contentPurchases.tradeNo, notice.tradeNo)).limit(1);
    if (!found) return 'unknown';
    // One member's purchases of one thing are paid one at a time, then the row is read locked.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`content-purchase:${found.memberId}:${found.kind}:${found.targetId}`}))`);
    const [row] = await tx.select().from(contentPurchases).where(eq(contentPurchases.id, found.id)).for('update').limit(1);
    if (!row) return 'unknown';
    if (row.amountFen !== notice.amountFen) return 'mismatch';
    const fresh = await recordPaymentNotice(tx, notice);
    // Paid already: its own transaction again is nothing new; another one is a double payment, and
    // goes back to the payer (also when its notify repeats, in case the first refund failed).
    if (row.status !== PURCHASE.waiting) return row.transactionId === notice.transactionId ? 'duplicate' : 'refund';
    // The member holds the item or room through another purchase paid meanwhile (two pay windows): refunded.
    if (await hasBought(tx, row.memberId, row.kind as PurchaseKind, row.targetId)) return 'refund';
    if (!fresh) return 'duplicate';
    const paid = await tx
      .update(contentPurchases)
      .set({ status: PURCHASE.paid, paidAt: new Date(s.now()), transactionId: notice.transactionId })
      .where(and(eq(contentPurchases.id, row.id), eq(contentPurchases.status, PURCHASE.waiting)))
      .returning({ id: contentPurchases.id });
    return paid.length === 0 ? 'duplicate' : 'paid';
  });
}

const purchaseLink = (row: PurchaseRow) => (row.kind === 'item' ? '' : `/app/live/${row.iid}/detail?id=${row.targetId}`);

export const payCalls = [
  implement(content.buy, async ({ iid, token, id, live, openId }, { services: s }) => {
    const errors = content.buy.errors;
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    let what: { kind: PurchaseKind; targetId: number; title: string; amountFen: number };
    if (live === 1) {
      const [room] = await s.db
        .select()
        .from(liveRooms)
        .where(and(eq(liveRooms.id, id), eq(liveRooms.iid, iid)))
        .limit(1);
      if (!room) throw refuse(errors.notFound);
      what = { kind: 'live', targetId: room.id, title: room.title, amountFen: room.price };
    } else {
      const item = await findItem(s.db, iid, id, me);
      what = { kind: 'item', targetId: item.id, title: item.title, amountFen: item.price };
    }
    if (what.amountFen === 0) throw refuse(errors.free);
    if (await hasBought(s.db, me.id, what.kind, what.targetId)) throw refuse(errors.alreadyBought);
    return prepay(s, await purchase(s, me, what), openId);
  }),

  implement(content.bought, async ({ iid, token, ...page }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(contentPurchases.memberId, me.id), eq(contentPurchases.iid, iid), eq(contentPurchases.status, PURCHASE.paid));
    const rows = await s.db
      .select()
      .from(contentPurchases)
      .where(where)
      .orderBy(desc(contentPurchases.paidAt), desc(contentPurchases.id))
      .limit(page.pageSize)
      .offset(pageOffset(page));
    const [total] = await s.db.select({ n: count() }).from(contentPurchases).where(where);
    const links = await Promise.all(
      rows.map(async (r) => {
        if (r.kind !== 'item') return purchaseLink(r);
        try {
          return itemLink(await findItem(s.db, iid, r.targetId, me));
        } catch {
          return '';
        }
      }),
    );
    return {
      list: rows.map((r, i) => ({
        tradeNo: r.tradeNo,
        title: r.title,
        amountFen: r.amountFen,
        kind: r.kind as PurchaseKind,
        targetId: r.targetId,
        link: links[i] ?? '',
        paidAt: (r.paidAt ?? r.createdAt).toISOString(),
      })),
      total: total?.n ?? 0,
    };
  }),
];

const sandboxBody = z.object({ iid: shapes.idParam, token: z.string().min(16).max(200), tradeNo: z.string().min(2).max(64) });

/**
 * POST /api/dev/pay/sandbox/content { iid, token, tradeNo } (PAY_SANDBOX_ENDPOINT=1 with the
 * sandbox provider; tests and demos only): plays the payer for the caller's own waiting purchase,
 * through this server's notify route.
 */
export function registerSandboxPayer(app: FastifyInstance, s: Services) {
  const sandbox = s.sandboxPay;
  if (!sandbox || !s.config.paySandboxEndpoint) return;
  app.post('/api/dev/pay/sandbox/content', async (request, reply) => {
    const body = sandboxBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 400, msg: '需要 iid、token 和 tradeNo' });
    let me: Member;
    try {
      me = await requireMember(s.db, body.data.iid, body.data.token, new Date(s.now()));
    } catch (error) {
      if (error instanceof ReplyError) return reply.code(401).send({ code: error.code, msg: error.message });
      throw error;
    }
    const [row] = await s.db
      .select()
      .from(contentPurchases)
      .where(and(eq(contentPurchases.tradeNo, body.data.tradeNo), eq(contentPurchases.memberId, me.id)))
      .limit(1);
    if (!row) return reply.code(404).send({ code: 404, msg: '没有这笔预支付订单' });
    const notify = await app.inject({ method: 'POST', url: NOTIFY_PATH, payload: sandbox.signNotify(row.tradeNo, row.amountFen) });
    const ok = notify.statusCode === 200;
    return reply.code(ok ? 200 : 502).send({ code: ok ? 0 : 502, msg: 'notify sent', t: notify.json() as unknown });
  });
}
