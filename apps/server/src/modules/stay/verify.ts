import { order, stay } from '@tongxin/api-client/catalogue';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CallError } from '@tongxin/api-client/define';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { shanghaiDay } from '../../platform/time';
import type { Services } from '../../services';
import { maskMobile, requireMember } from '../member/api';
import { markOrderUsed, orderByUseCode, type HeldOrder } from '../order/api';
import { myPackageStatus } from './my-packages';
import { packageIdOf } from './packages';
import { stayPackages, stayPlaces, stayStaff } from './schema';

/*
 * 到店核销: the staff of a place (stay_staff, named by the organisation through the admin API)
 * writes off a package bought for it by the order's use code. The order kernel sets usedAt once
 * (markOrderUsed: paid, unused, no refund asked), so two verifications at once use it once and a
 * refund and a write-off never both happen; the member's 我的套餐 then reads it used.
 */

const S = stay.MY_PACKAGE_STATUS;
const E = stay.VERIFY_ERRORS;

/** The ids of the places the member works at (not taken off). */
export async function staffPlaceIds(db: Db, iid: number, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ placeId: stayStaff.placeId })
    .from(stayStaff)
    .where(and(eq(stayStaff.iid, iid), eq(stayStaff.memberId, memberId), isNull(stayStaff.removedAt)));
  return rows.map((r) => r.placeId);
}

interface Found {
  held: HeldOrder;
  pkg: typeof stayPackages.$inferSelect;
  place: typeof stayPlaces.$inferSelect;
}

/** The package order behind a use code of the tenant, with its package and place, else badCode. */
async function packageByCode(db: Db, iid: number, code: string): Promise<Found> {
  const held = await orderByUseCode(db, iid, order.BUSINESS_TYPE.homestay, code);
  const packageId = held ? packageIdOf(held.order.keys) : undefined;
  if (!held || packageId === undefined) throw refuse(E.badCode);
  const [row] = await db
    .select({ pkg: stayPackages, place: stayPlaces })
    .from(stayPackages)
    .innerJoin(stayPlaces, eq(stayPlaces.id, stayPackages.placeId))
    .where(and(eq(stayPackages.id, packageId), eq(stayPackages.iid, iid)));
  if (!row) throw refuse(E.badCode);
  return { held, ...row };
}

/** A contact name as the counter sees it: the first character, the rest starred (周**). */
const maskName = (name: string) => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0] ?? ''}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
};

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai. */
const shanghaiMinute = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function viewOf({ held, pkg, place }: Found, today: string): stay.VerifiedPackage {
  return {
    orderId: held.order.orderId,
    title: pkg.title,
    placeId: place.id,
    placeName: place.name,
    member: maskName(held.contactName),
    mobile: held.contactPhone ? maskMobile(held.contactPhone) : '',
    num: held.order.num,
    includes: pkg.includes,
    validFrom: pkg.validFrom,
    validTo: pkg.validTo,
    status: myPackageStatus(held, pkg.validTo, today),
    usedAt: held.usedAt?.toISOString() ?? null,
  };
}

/** Why the package cannot be written off today, as [refusal, words], else undefined. */
export function verifyBlocker({ held, pkg }: Pick<Found, 'held'> & { pkg: Pick<Found['pkg'], 'validFrom' | 'validTo'> }, today: string): [CallError, string] | undefined {
  const { status } = held.order;
  if (status !== order.ORDER_STATUS.waitingPayment && !order.isPaidStatus(status)) return [E.notPaid, '订单已取消或已过期，不能核销'];
  switch (myPackageStatus(held, pkg.validTo, today)) {
    case S.waitingPayment:
      return [E.notPaid, E.notPaid.msg];
    case S.used:
      return [E.used, held.usedAt ? `该套餐已于${shanghaiMinute(held.usedAt)}核销，不能重复使用` : E.used.msg];
    case S.refunding:
    case S.refunded:
      return [E.refunding, E.refunding.msg];
    case S.expired:
      return [E.expired, `套餐有效期至${pkg.validTo}，已过期，不能核销`];
    default:
      return pkg.validFrom > today ? [E.notYet, `套餐${pkg.validFrom}起可用，尚未到使用日期`] : undefined;
  }
}

/**
 * Writes off the package behind `code`, once, if `mayVerify` allows its place: the order kernel's
 * conditional update decides between two verifications at once; the loser is told why, as a
 * second verification later would be.
 */
export async function verifyPackage(s: Pick<Services, 'db' | 'now'>, iid: number, code: string, mayVerify: (placeId: number) => boolean): Promise<stay.VerifiedPackage> {
  const now = new Date(s.now());
  const today = shanghaiDay(now);
  const found = await packageByCode(s.db, iid, code);
  if (!mayVerify(found.place.id)) throw refuse(E.otherPlace);
  const why = verifyBlocker(found, today);
  if (why) throw refuse(...why);
  const used = await markOrderUsed(s.db, found.held.order.orderId, now);
  if (!used) {
    const again = await packageByCode(s.db, iid, code);
    throw refuse(...(verifyBlocker(again, today) ?? [E.used, E.used.msg]));
  }
  return viewOf({ ...found, held: used }, today);
}

/** The member's places, or notStaff. */
async function requireStaff(db: Db, iid: number, token: string, now: Date): Promise<number[]> {
  const me = await requireMember(db, iid, token, now);
  const places = await staffPlaceIds(db, iid, me.id);
  if (places.length === 0) throw refuse(E.notStaff);
  return places;
}

export const verifyCalls = [
  implement(stay.staffPlaces, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const ids = await staffPlaceIds(s.db, iid, me.id);
    if (ids.length === 0) return [];
    return s.db
      .select({ id: stayPlaces.id, type: stayPlaces.type, name: stayPlaces.name })
      .from(stayPlaces)
      .where(and(eq(stayPlaces.iid, iid), inArray(stayPlaces.id, ids)))
      .orderBy(asc(stayPlaces.id));
  }),

  implement(stay.verifyLookup, async ({ iid, token, code }, { services: s }) => {
    const now = new Date(s.now());
    const places = await requireStaff(s.db, iid, token, now);
    const found = await packageByCode(s.db, iid, code);
    if (!places.includes(found.place.id)) throw refuse(E.otherPlace);
    return viewOf(found, shanghaiDay(now));
  }),

  implement(stay.verify, async ({ iid, token, code }, { services: s }) => {
    const places = await requireStaff(s.db, iid, token, new Date(s.now()));
    return verifyPackage(s, iid, code, (placeId) => places.includes(placeId));
  }),
];
