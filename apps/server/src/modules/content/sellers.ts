import { content, order } from '@tongxin/api-client/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import type { Seller, SoldOrder } from '../../platform/seller';
import type { Db } from '../../db/client';
import { publicMembers } from '../member/api';
import { PURCHASE, type PurchaseKind } from './access';
import { messageRow } from './live';
import { contentItems, contentPurchases, liveMessages, liveRooms } from './schema';

const errors = order.create.errors;

/** The item or room a line names (`keys`: its id), or the refusal. */
function idOf(keys: string): number {
  const id = Number(keys);
  if (!keys || !Number.isInteger(id) || id <= 0) throw refuse(errors.noPlan, '请选择要购买的内容');
  return id;
}

/** Records the paid order as the member's purchase, so the parts open (once per order). */
async function recordPurchase(tx: Db, sold: SoldOrder, kind: PurchaseKind) {
  if (!sold.paidAt) return;
  const tradeNo = `K${sold.orderId}`;
  await tx
    .insert(contentPurchases)
    .values({ iid: sold.iid, memberId: sold.memberId, kind, targetId: Number(sold.keys), title: sold.title, amountFen: sold.payFen, status: PURCHASE.paid, tradeNo, createdAt: sold.paidAt, paidAt: sold.paidAt })
    .onConflictDoNothing();
}

/**
 * Paid content through the order kernel: orderType BUSINESS_TYPE.course (a pvideo album, an audio
 * album, a book or a paid video; `keys` its id) and BUSINESS_TYPE.live (a paid room). One at a
 * time; nothing runs out; the verified payment opens it (the same purchase record content.buy's
 * own trades make).
 */
export const courseSeller: Seller = {
  businessType: order.BUSINESS_TYPE.course,
  async quote(tx, line) {
    const id = idOf(line.keys);
    if (line.num !== 1) throw refuse(errors.oneCard, '每次购买一份');
    const [item] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.iid, line.iid), eq(contentItems.draft, false)))
      .limit(1);
    if (!item || item.price <= 0) throw refuse(errors.planNotFound, '内容不存在或无需购买');
    return { title: item.title, image: item.images[0] ?? '', unitFen: item.price, num: 1, allowPoints: false, snapshot: { itemId: item.id } };
  },
  async reserve() {},
  async release() {},
  paid: (tx, sold) => recordPurchase(tx, sold, 'item'),
};

export const liveSeller: Seller = {
  businessType: order.BUSINESS_TYPE.live,
  async quote(tx, line) {
    const id = idOf(line.keys);
    if (line.num !== 1) throw refuse(errors.oneCard, '每次购买一份');
    const [room] = await tx
      .select()
      .from(liveRooms)
      .where(and(eq(liveRooms.id, id), eq(liveRooms.iid, line.iid)))
      .limit(1);
    if (!room || room.price <= 0) throw refuse(errors.planNotFound, '直播不存在或无需购买');
    return { title: room.title, image: room.cover, unitFen: room.price, num: 1, allowPoints: false, snapshot: { roomId: room.id } };
  },
  async reserve() {},
  async release() {},
  paid: (tx, sold) => recordPurchase(tx, sold, 'live'),
};

/** A tip's amount as the line names it (`property`, fen): a whole number of fen within the limits, or the refusal. */
function tipAmount(property: string): number {
  const amountFen = Number(property);
  if (!/^\d{1,9}$/.test(property) || amountFen < content.TIP_MIN_FEN || amountFen > content.TIP_MAX_FEN) throw refuse(errors.noPlan, content.CONTENT_ERRORS.badTip.msg);
  return amountFen;
}

/**
 * A tip to a room's host (dashang): orderType BUSINESS_TYPE.tip, `keys` the room, `property` the
 * amount in fen (1–500 yuan, the tipper's choice, checked here). The verified payment adds it to
 * the room's tips and stores its announcement in the same transaction; the announcement reaches
 * the room once that has committed. A refunded tip is taken off the room's total again.
 */
export const tipSeller: Seller = {
  businessType: order.BUSINESS_TYPE.tip,
  async quote(tx, line, buyer) {
    const id = idOf(line.keys);
    if (line.num !== 1) throw refuse(errors.oneCard, '每次打赏一笔');
    const amountFen = tipAmount(line.property);
    const [room] = await tx
      .select({ id: liveRooms.id, host: liveRooms.host, cover: liveRooms.cover })
      .from(liveRooms)
      .where(and(eq(liveRooms.id, id), eq(liveRooms.iid, line.iid)))
      .limit(1);
    if (!room) throw refuse(errors.planNotFound, '直播不存在');
    const author = (await publicMembers(tx, line.iid, [buyer.memberId])).get(buyer.memberId)?.nickName || '观众';
    return { title: `打赏主播 ${room.host}`, image: room.cover, unitFen: amountFen, num: 1, allowCoupons: false, allowPoints: false, snapshot: { roomId: room.id, author } };
  },
  async reserve() {},
  async release(tx, sold) {
    // Only a paid tip counted; an unpaid one cancelled or expired never did.
    if (!sold.paidAt) return;
    const { roomId } = sold.snapshot as { roomId: number };
    await tx
      .update(liveRooms)
      .set({ tipsFen: sql`greatest(${liveRooms.tipsFen} - ${sold.payFen}, 0)` })
      .where(eq(liveRooms.id, roomId));
  },
  async paid(tx, sold) {
    const { roomId, author } = sold.snapshot as { roomId: number; author: string };
    await tx
      .update(liveRooms)
      .set({ tipsFen: sql`${liveRooms.tipsFen} + ${sold.payFen}` })
      .where(eq(liveRooms.id, roomId));
    const [row] = await tx
      .insert(liveMessages)
      .values({ roomId, memberId: sold.memberId, kind: 'tip', author, content: `${author} 打赏了主播`, amountFen: sold.payFen, createdAt: sold.paidAt ?? new Date() })
      .returning();
    if (!row) throw new Error('tip message missing after insert');
    const message = messageRow(row);
    return (s) => s.roomBus.publish(roomId, { event: 'message', data: message });
  },
};
