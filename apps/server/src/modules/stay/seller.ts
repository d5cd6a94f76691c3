import { randomBytes } from 'node:crypto';
import { order, stay } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import type { OrderLine, Seller } from '../../platform/seller';
import { shanghaiDay } from '../../platform/time';
import { confirmStay, quoteStay, releaseStay, reserveStay, type StayRequest } from './booking';
import { givePackageBack, packageIdOf, quotePackage, takePackage } from './packages';

/**
 * A homestay or campsite stay as an order line (business type 3): `keys` the room id, `property`
 * check-in and `property2` check-out ('YYYY-MM-DD'), `num` the rooms, `info` the guests, `name`
 * and `phone` the contact. The server prices it night by night; reserving takes the nights.
 */
export function stayRequestOf(line: Pick<OrderLine, 'keys' | 'property' | 'property2' | 'num' | 'info'>): StayRequest {
  const roomId = Number(line.keys);
  if (!line.keys || !Number.isInteger(roomId) || roomId <= 0) throw refuse(stay.STAY_ERRORS.roomNotFound);
  const guests = line.info === '' ? 1 : Number(line.info);
  return { roomId, checkIn: line.property, checkOut: line.property2, rooms: line.num, guests: Number.isInteger(guests) ? guests : 0 };
}

const refOf = (snapshot: Readonly<Record<string, unknown>>) => (typeof snapshot.ref === 'string' ? snapshot.ref : '');
/** The package and how many of it an order's snapshot took, else undefined (a stay's order). */
const packageOf = (snapshot: Readonly<Record<string, unknown>>) =>
  typeof snapshot.packageId === 'number' && typeof snapshot.num === 'number' ? { id: snapshot.packageId, num: snapshot.num } : undefined;

/** Stays of a room and packages (stay.packageKeys in `keys`, packages.ts): both business type 3. */
export const staySeller: Seller = {
  businessType: order.BUSINESS_TYPE.homestay,
  async quote(tx, line) {
    const packageId = packageIdOf(line.keys);
    if (packageId !== undefined) {
      const p = await quotePackage(tx, line.iid, packageId, line.num, shanghaiDay(new Date()));
      return { title: p.title, image: p.image, unitFen: p.price, num: line.num, allowPoints: false, snapshot: { packageId, num: line.num } };
    }
    const request = stayRequestOf(line);
    const q = await quoteStay(tx, line.iid, request, new Date());
    return {
      title: `${q.title}（${request.checkIn}至${request.checkOut}，${q.nights.length}晚）`,
      image: q.image,
      unitFen: q.amount / request.rooms,
      num: request.rooms,
      allowPoints: false,
      snapshot: { ref: randomBytes(12).toString('hex'), ...request },
    };
  },
  async reserve(tx, line, quote, buyer) {
    const bought = packageOf(quote.snapshot ?? {});
    if (bought) return takePackage(tx, bought.id, bought.num);
    const request = stayRequestOf(line);
    const q = await quoteStay(tx, line.iid, request, new Date());
    const ref = typeof quote.snapshot?.ref === 'string' ? quote.snapshot.ref : randomBytes(12).toString('hex');
    await reserveStay(tx, { iid: line.iid, memberId: buyer.memberId, ref, contactName: line.name || '住客', contactPhone: line.phone || buyer.mobile }, request, q, new Date());
  },
  async release(tx, sold) {
    const bought = packageOf(sold.snapshot);
    if (bought) return givePackageBack(tx, bought.id, bought.num);
    await releaseStay(tx, refOf(sold.snapshot), new Date());
  },
  async paid(tx, sold) {
    // A package's order is its voucher (the order's use code is written off at the place).
    if (packageOf(sold.snapshot)) return;
    await confirmStay(tx, refOf(sold.snapshot), sold.orderId);
  },
};
