import { order, stay } from '@tongxin/api-client/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldOrdersOf, type HeldOrder } from '../order/api';
import { packageIdOf } from './packages';
import { stayPackages, stayPlaces } from './schema';

/*
 * 我的套餐: the member's package orders (business type 3 whose keys name a package) with the
 * package and its place, and the state the member reads: the order's payment and refund, the
 * write-off at the place (the order's usedAt), and the package's validity.
 */

const S = stay.MY_PACKAGE_STATUS;
const { REFUND_STATE: R } = order;
const PREFIX = stay.packageKeys(0).replace(/0$/, '');

/** The state of a bought package on `today` (the tenant's day). */
export function myPackageStatus(held: HeldOrder, validTo: string, today: string): number {
  if (held.order.status === order.ORDER_STATUS.waitingPayment) return S.waitingPayment;
  if (held.refundState === R.refunded) return S.refunded;
  if (held.refundState !== R.none) return S.refunding;
  if (held.usedAt) return S.used;
  return validTo < today ? S.expired : S.usable;
}

/** One page of the member's bought packages, newest first. */
export async function myPackagesOf(db: Db, who: { iid: number; memberId: number }, page: { limit: number; offset: number }, today: string) {
  const held = await heldOrdersOf(db, who, order.BUSINESS_TYPE.homestay, PREFIX, page);
  const ids = [...new Set(held.list.map((h) => packageIdOf(h.order.keys) ?? 0))];
  const rows = ids.length
    ? await db
        .select({ pkg: stayPackages, place: stayPlaces })
        .from(stayPackages)
        .innerJoin(stayPlaces, eq(stayPlaces.id, stayPackages.placeId))
        .where(and(eq(stayPackages.iid, who.iid), inArray(stayPackages.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.pkg.id, r]));
  const list: stay.MyPackage[] = [];
  for (const h of held.list) {
    const row = byId.get(packageIdOf(h.order.keys) ?? 0);
    if (!row) continue;
    const { pkg, place } = row;
    const status = myPackageStatus(h, pkg.validTo, today);
    list.push({
      orderId: h.order.orderId,
      packageId: pkg.id,
      title: pkg.title,
      image: pkg.image,
      placeId: place.id,
      placeType: place.type,
      placeName: place.name,
      address: place.address,
      phone: place.phone,
      includes: pkg.includes,
      num: h.order.num,
      amount: h.order.payFen,
      validFrom: pkg.validFrom,
      validTo: pkg.validTo,
      status,
      useCode: status === S.usable ? h.useCode : '',
      usedAt: h.usedAt?.toISOString() ?? null,
      paidAt: h.order.paidAt?.toISOString() ?? null,
      createdAt: h.createdAt.toISOString(),
    });
  }
  return { list, total: held.total };
}
