import { order, shops } from '@tongxin/api-client/catalogue';
import { isMobile } from '@tongxin/validators';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement, type Implementation } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import type { Seller, SoldOrder } from '../../platform/seller';
import { requireMember } from '../member/api';
import { shopsSettings, shopsShops } from './schema';

const E = shops.SHOPS_ERRORS;
const S = shops.SHOP_STATUS;
/** What joining costs where the tenant set nothing, in fen. */
export const DEFAULT_JOIN_FEE = 9900;
/** The statuses of an open application: one per member. */
const OPEN = [S.draft, S.paying, S.reviewing, S.rejected];

type ShopRow = typeof shopsShops.$inferSelect;

export function shopView(r: ShopRow): shops.Shop {
  return { id: r.id, name: r.name, category: r.category, logo: r.logo, intro: r.intro, region: r.region, contact: r.contact, phone: r.phone, photos: r.photos, approvedAt: r.approvedAt?.toISOString() ?? null };
}

function applicationView(r: ShopRow): shops.Application {
  return { ...shopView(r), status: r.status, licence: r.licence, orderId: r.orderId, rejectReason: r.rejectReason };
}

export async function joinFee(db: Db, iid: number): Promise<number> {
  const [row] = await db.select().from(shopsSettings).where(eq(shopsSettings.iid, iid));
  return row?.joinFee ?? DEFAULT_JOIN_FEE;
}

async function openApplication(db: Db, iid: number, memberId: number): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(shopsShops).where(and(eq(shopsShops.iid, iid), eq(shopsShops.memberId, memberId), inArray(shopsShops.status, OPEN)));
  return row;
}

/** The member shop directory and the joining flow (apply, then pay through the order kernel). */
export const joinCalls: Implementation[] = [
  implement(shops.list, async ({ iid, pageNumber, pageSize }, { services: s }) => {
    const where = and(eq(shopsShops.iid, iid), eq(shopsShops.status, S.approved));
    const rows = await s.db.select().from(shopsShops).where(where).orderBy(desc(shopsShops.approvedAt), desc(shopsShops.id)).limit(pageSize).offset(pageOffset({ pageNumber, pageSize }));
    const [total] = await s.db.select({ n: count() }).from(shopsShops).where(where);
    return { list: rows.map(shopView), total: Number(total?.n ?? 0) };
  }),

  implement(shops.detail, async ({ iid, id }, { services: s }) => {
    const [row] = await s.db.select().from(shopsShops).where(and(eq(shopsShops.id, id), eq(shopsShops.iid, iid), eq(shopsShops.status, S.approved)));
    if (!row) throw refuse(E.shopNotFound);
    return shopView(row);
  }),

  implement(shops.joinInfo, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const [open] = await s.db.select().from(shopsShops).where(and(eq(shopsShops.iid, iid), eq(shopsShops.memberId, me.id))).orderBy(desc(shopsShops.createdAt), desc(shopsShops.id)).limit(1);
    return { fee: await joinFee(s.db, iid), application: open ? applicationView(open) : null };
  }),

  implement(shops.apply, async ({ iid, token, ...fields }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    if (!isMobile(fields.phone.trim())) throw refuse(E.badPhone);
    const values = { ...fields, name: fields.name.trim(), category: fields.category.trim(), contact: fields.contact.trim(), phone: fields.phone.trim(), region: fields.region.trim(), intro: fields.intro.trim(), photos: fields.photos.filter(Boolean) };
    return s.db.transaction(async (tx) => {
      const open = await openApplication(tx, iid, me.id);
      if (open && open.status !== S.draft && open.status !== S.rejected) throw refuse(E.applicationLocked);
      // A rejected application, edited, is filled in again (to be paid again).
      const [row] = open
        ? await tx.update(shopsShops).set({ ...values, status: S.draft, rejectReason: '' }).where(and(eq(shopsShops.id, open.id), inArray(shopsShops.status, [S.draft, S.rejected]))).returning()
        : await tx.insert(shopsShops).values({ iid, memberId: me.id, ...values, createdAt: now }).onConflictDoNothing().returning();
      if (!row) throw refuse(E.applicationLocked);
      return applicationView(row);
    });
  }),
];

const applicationIdOf = (sold: Pick<SoldOrder, 'snapshot'>) => (typeof sold.snapshot.applicationId === 'number' ? sold.snapshot.applicationId : 0);

/**
 * Joining as a member shop as an order line (business type shopsJoin): `keys` the application's
 * id, `num` 1. The server prices it at the tenant's fee; reserving moves the application from
 * filled-in to paying (so it is paid once); the paid notify puts it under review.
 */
export const joinSeller: Seller = {
  businessType: order.BUSINESS_TYPE.shopsJoin,
  async quote(tx, line, buyer) {
    const id = Number(line.keys);
    const [row] = Number.isInteger(id) && id > 0 ? await tx.select().from(shopsShops).where(and(eq(shopsShops.id, id), eq(shopsShops.memberId, buyer.memberId), eq(shopsShops.iid, line.iid))) : [];
    if (!row) throw refuse(E.noApplication);
    if (row.status !== S.draft) throw refuse(E.notPayable);
    if (line.num !== 1) throw refuse(E.notPayable, '入驻费每次支付一份');
    return { title: `商家入驻：${row.name}`, image: row.logo, unitFen: await joinFee(tx, line.iid), num: 1, allowCoupons: false, allowPoints: false, snapshot: { applicationId: row.id } };
  },
  async reserve(tx, line, quote, buyer) {
    const id = typeof quote.snapshot?.applicationId === 'number' ? quote.snapshot.applicationId : 0;
    const taken = await tx
      .update(shopsShops)
      .set({ status: S.paying })
      .where(and(eq(shopsShops.id, id), eq(shopsShops.memberId, buyer.memberId), eq(shopsShops.iid, line.iid), eq(shopsShops.status, S.draft)))
      .returning({ id: shopsShops.id });
    if (taken.length === 0) throw refuse(E.notPayable);
  },
  async release(tx, sold) {
    // An unpaid order closed frees the application it reserved; a paid one refunded only the
    // application it still pays for (not a rejected one, edited and paid again since).
    const current = sold.paidAt ? and(eq(shopsShops.status, S.reviewing), eq(shopsShops.orderId, sold.orderId)) : eq(shopsShops.status, S.paying);
    await tx.update(shopsShops).set({ status: S.draft, orderId: '' }).where(and(eq(shopsShops.id, applicationIdOf(sold)), current));
  },
  async paid(tx, sold) {
    await tx
      .update(shopsShops)
      .set({ status: S.reviewing, orderId: sold.orderId, paidFen: sold.payFen, paidAt: sold.paidAt ?? new Date() })
      .where(and(eq(shopsShops.id, applicationIdOf(sold)), eq(shopsShops.status, S.paying)));
  },
};
