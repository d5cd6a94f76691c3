import { mall, order } from '@tongxin/api-client/catalogue';
import { randomUUID } from 'node:crypto';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Buyer, Quote, Seller, SoldOrder } from '../../platform/seller';
import type { Services } from '../../services';
import type { Member } from '../member/api';
import { expireDueOrdersOf, ordersOfMember } from '../order/api';
import { mallGoods, mallPresaleBookings, mallPresales } from './schema';

/*
 * Pre-sales (预售) through the order kernel: a deposit order (BUSINESS_TYPE.presaleDeposit,
 * /app/pay/advance) books one unit, then a balance order (BUSINESS_TYPE.presaleBalance,
 * /app/pay/advance1) pays the rest within the balance window and is shipped. Both take keys = the
 * pre-sale id. Rules (docs/decisions/mall.md):
 *  - the deposit is taken until the balance window opens, one booking per member; it takes a unit
 *    of the pre-sale's stock in the order's transaction (a conditional UPDATE: never oversold);
 *  - the balance only after the deposit is paid and only inside the window;
 *  - a deposit order cancelled or expired unpaid gives the unit back; a paid deposit refunded
 *    (after-sale, before the balance is paid) gives the unit back too;
 *  - a balance order cancelled or expired unpaid leaves the deposit paid (pay again in the window);
 *  - a balance not paid by the end of the window forfeits the deposit (定金不退) and the unit.
 */

const errors = mall.presaleErrors;
type Booking = typeof mallPresaleBookings.$inferSelect;
type PresaleRow = typeof mallPresales.$inferSelect;

interface Snapshot {
  readonly hold: string;
  readonly presaleId: number;
}

function snapshotOf(value: Readonly<Record<string, unknown>>): Snapshot | undefined {
  const s = value as Partial<Snapshot>;
  return typeof s.hold === 'string' && typeof s.presaleId === 'number' ? { hold: s.hold, presaleId: s.presaleId } : undefined;
}

async function presaleOf(db: Db, iid: number, keys: string): Promise<(PresaleRow & { image: string }) | undefined> {
  const id = Number(keys);
  if (!/^\d{1,9}$/.test(keys) || id <= 0) return undefined;
  const [row] = await db
    .select({ presale: mallPresales, images: mallGoods.images, onSale: mallGoods.onSale })
    .from(mallPresales)
    .innerJoin(mallGoods, eq(mallGoods.id, mallPresales.goodsId))
    .where(and(eq(mallPresales.id, id), eq(mallPresales.iid, iid)));
  return row?.onSale ? { ...row.presale, image: row.images[0] ?? '' } : undefined;
}

/** The member's live booking of a pre-sale (not released), else undefined. */
async function liveBooking(db: Db, memberId: number, presaleId: number): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(mallPresaleBookings)
    .where(and(eq(mallPresaleBookings.memberId, memberId), eq(mallPresaleBookings.presaleId, presaleId), ne(mallPresaleBookings.state, 'released')));
  return row;
}

/** The deposit seller: BUSINESS_TYPE.presaleDeposit. */
export const depositSeller: Seller = {
  businessType: order.BUSINESS_TYPE.presaleDeposit,
  async quote(tx, line, buyer: Buyer): Promise<Quote> {
    const p = await presaleOf(tx, line.iid, line.keys);
    if (!p) throw refuse(errors.notFound);
    if (p.balanceStart.getTime() <= Date.now()) throw refuse(errors.depositClosed);
    if (line.num !== 1 || (await liveBooking(tx, buyer.memberId, p.id))) throw refuse(errors.booked);
    if (p.stock <= 0) throw refuse(errors.soldOut);
    const snapshot: Snapshot = { hold: randomUUID(), presaleId: p.id };
    return { title: `${p.title}（定金）`, image: p.image, unitFen: p.depositFen, num: 1, allowCoupons: false, allowPoints: false, snapshot: { ...snapshot } };
  },
  async reserve(tx, _line, quote, buyer) {
    const snap = snapshotOf(quote.snapshot ?? {});
    if (!snap) throw new Error('deposit quote without its hold');
    const booked = await tx
      .insert(mallPresaleBookings)
      .values({ iid: buyer.iid, memberId: buyer.memberId, presaleId: snap.presaleId, holdKey: snap.hold, state: 'held' })
      .onConflictDoNothing()
      .returning({ id: mallPresaleBookings.id });
    if (booked.length === 0) throw refuse(errors.booked);
    const taken = await tx
      .update(mallPresales)
      .set({ stock: sql`${mallPresales.stock} - 1` })
      .where(and(eq(mallPresales.id, snap.presaleId), gte(mallPresales.stock, 1)))
      .returning({ id: mallPresales.id });
    if (taken.length === 0) throw refuse(errors.soldOut);
  },
  async release(tx, sold: SoldOrder) {
    const snap = snapshotOf(sold.snapshot);
    if (!snap) return;
    // Unpaid, or paid and refunded before the balance: the booking ends and the unit comes back.
    const [released] = await tx
      .update(mallPresaleBookings)
      .set({ state: 'released' })
      .where(and(eq(mallPresaleBookings.holdKey, snap.hold), sql`${mallPresaleBookings.state} in ('held', 'deposit')`))
      .returning({ presaleId: mallPresaleBookings.presaleId });
    if (released) await tx.update(mallPresales).set({ stock: sql`${mallPresales.stock} + 1` }).where(eq(mallPresales.id, released.presaleId));
  },
  async paid(tx, sold) {
    const snap = snapshotOf(sold.snapshot);
    if (snap) await tx.update(mallPresaleBookings).set({ state: 'deposit' }).where(and(eq(mallPresaleBookings.holdKey, snap.hold), eq(mallPresaleBookings.state, 'held')));
  },
};

/** The balance seller: BUSINESS_TYPE.presaleBalance. */
export const balanceSeller: Seller = {
  businessType: order.BUSINESS_TYPE.presaleBalance,
  async quote(tx, line, buyer: Buyer): Promise<Quote> {
    const p = await presaleOf(tx, line.iid, line.keys);
    if (!p) throw refuse(errors.notFound);
    const booking = await liveBooking(tx, buyer.memberId, p.id);
    if (!booking || booking.state === 'held') throw refuse(errors.noDeposit);
    if (booking.state !== 'deposit') throw refuse(errors.booked, '尾款已支付或正在支付');
    const now = Date.now();
    if (now < p.balanceStart.getTime()) throw refuse(errors.balanceNotOpen);
    if (now >= p.balanceEnd.getTime()) throw refuse(errors.balanceClosed);
    if (line.num !== 1) throw refuse(errors.booked);
    return {
      title: `${p.title}（尾款）`,
      image: p.image,
      unitFen: p.balanceFen,
      num: 1,
      needsAddress: true,
      // Held no longer than the window lasts.
      holdMs: Math.min(30 * 60_000, p.balanceEnd.getTime() - now),
      snapshot: { hold: booking.holdKey, presaleId: p.id },
    };
  },
  async reserve(tx, _line, quote) {
    const snap = snapshotOf(quote.snapshot ?? {});
    if (!snap) throw new Error('balance quote without its booking');
    const moved = await tx
      .update(mallPresaleBookings)
      .set({ state: 'balance' })
      .where(and(eq(mallPresaleBookings.holdKey, snap.hold), eq(mallPresaleBookings.state, 'deposit')))
      .returning({ id: mallPresaleBookings.id });
    if (moved.length === 0) throw refuse(errors.booked, '尾款已支付或正在支付');
  },
  async release(tx, sold) {
    const snap = snapshotOf(sold.snapshot);
    // The balance order ended unpaid (or was refunded): the deposit stays paid.
    if (snap) await tx.update(mallPresaleBookings).set({ state: 'deposit' }).where(and(eq(mallPresaleBookings.holdKey, snap.hold), sql`${mallPresaleBookings.state} in ('balance', 'done')`));
  },
  async paid(tx, sold) {
    const snap = snapshotOf(sold.snapshot);
    if (!snap) return;
    const [done] = await tx
      .update(mallPresaleBookings)
      .set({ state: 'done' })
      .where(and(eq(mallPresaleBookings.holdKey, snap.hold), eq(mallPresaleBookings.state, 'balance')))
      .returning({ presaleId: mallPresaleBookings.presaleId });
    if (done) {
      await tx
        .update(mallGoods)
        .set({ sales: sql`${mallGoods.sales} + 1` })
        .where(eq(mallGoods.id, sql`(select ${mallPresales.goodsId} from ${mallPresales} where ${mallPresales.id} = ${done.presaleId})`));
    }
  },
};

/** mall.presale: a pre-sale as the member sees it, with their state (PRESALE_STATE). */
export async function presaleView(s: Services, me: Member, presaleId: number): Promise<mall.Presale> {
  const p = await presaleOf(s.db, me.iid, String(presaleId));
  if (!p) throw refuse(mall.presale.errors.notFound);
  await expireDueOrdersOf(s, me.id);
  const now = s.now();
  const booking = await liveBooking(s.db, me.id, p.id);
  const S = mall.PRESALE_STATE;
  let orderId = '';
  if (booking?.state === 'held' || booking?.state === 'balance') {
    const type = booking.state === 'held' ? order.BUSINESS_TYPE.presaleDeposit : order.BUSINESS_TYPE.presaleBalance;
    const orders = await ordersOfMember(s.db, { iid: me.iid, memberId: me.id }, [type]);
    orderId = orders.find((o) => o.status === order.ORDER_STATUS.waitingPayment && o.snapshot.hold === booking.holdKey)?.orderId ?? '';
  }
  const open = now >= p.balanceStart.getTime() && now < p.balanceEnd.getTime();
  const state = !booking
    ? now >= p.balanceStart.getTime()
      ? S.ended
      : p.stock <= 0
        ? S.soldOut
        : S.deposit
    : booking.state === 'held'
      ? S.depositWaiting
      : booking.state === 'balance'
        ? S.balanceWaiting
        : booking.state === 'done'
          ? S.done
          : now >= p.balanceEnd.getTime()
            ? S.forfeited
            : open
              ? S.balance
              : S.depositPaid;
  return {
    id: p.id,
    goodsId: p.goodsId,
    title: p.title,
    image: p.image,
    priceFen: p.depositFen + p.balanceFen,
    depositFen: p.depositFen,
    balanceFen: p.balanceFen,
    stock: p.stock,
    balanceStart: p.balanceStart.toISOString(),
    balanceEnd: p.balanceEnd.toISOString(),
    rules: p.rules,
    state,
    orderId,
    serverTime: new Date(now).toISOString(),
  };
}
