import { order } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import type { Seller, SoldOrder } from '../../platform/seller';
import type { Db } from '../../db/client';
import { PURCHASE, type PurchaseKind } from './access';
import { contentItems, contentPurchases, liveRooms } from './schema';

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
